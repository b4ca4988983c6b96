import { sql, type SQL } from 'drizzle-orm';

/**
 * The listings price statistics read, as SQL common table expressions ending in `clean`: one row per property and
 * deal (a duplicate group once a deal, through that deal's lead, dated from its first posting), mapped to a deal and a kind, with its price
 * per m² in GEL and USD, the day it left the market (today while still listed) and its days on market, and outliers
 * left out. The rule (docs/decisions/015): an area of at least 10 m² and a positive price; then, per deal, kind and
 * district over the 24 months, prices per m² outside Tukey's far fences (below Q1 − 3·IQR or above Q3 + 3·IQR).
 */
export function cleanSample(since: SQL): SQL {
  return sql`
    property as (
      select distinct on (coalesce(-p.group_id, p.id), p.listing_type)
        p.id, p.listing_type, p.property_type, p.state as district, coalesce(p.urban_area, '') as neighbourhood,
        p.rooms, p.floor, p.total_floors, p.renovation_status, p.is_new_building,
        p.square_feet as area, p.rent_amount as price_gel, p.rent_amount_usd as price_usd,
        min(p.created_at) over (partition by coalesce(-p.group_id, p.id), p.listing_type) as posted_at,
        max(case when p.status = 'active' then now() else p.updated_at end)
          over (partition by coalesce(-p.group_id, p.id), p.listing_type) as left_at
      from properties p
      where p.listing_type in ('sale', 'rent', 'daily_rent') and p.square_feet >= 10 and p.rent_amount > 0
        and p.rent_amount_usd > 0
      order by coalesce(-p.group_id, p.id), p.listing_type, p.is_group_lead desc, p.status = 'active' desc, p.id
    ),
    base as (
      select *,
        case listing_type when 'sale' then 'sale' when 'rent' then 'rent' else 'daily' end as deal,
        case when property_type in ('apartment', 'studio') then 'flats'
             when property_type in ('house', 'country_house') then 'houses'
             when property_type = 'land_plot' then 'land'
             else 'commercial' end as kind,
        case when property_type in ('apartment', 'studio') then least(greatest(coalesce(rooms, 1), 1), 5)
             else 0 end::smallint as room_count,
        price_gel / area as per_sqm_gel,
        price_usd / area as per_sqm_usd,
        (extract(epoch from (left_at - posted_at)) / 86400)::float8 as days_on_market
      from property
      where posted_at >= ${since}
    ),
    fences as (
      select deal, kind, district,
        percentile_cont(0.25) within group (order by per_sqm_gel) as q1,
        percentile_cont(0.75) within group (order by per_sqm_gel) as q3
      from base group by deal, kind, district
    ),
    clean as (
      select b.* from base b join fences f using (deal, kind, district)
      where b.per_sqm_gel between f.q1 - 3 * (f.q3 - f.q1) and f.q3 + 3 * (f.q3 - f.q1)
    )`;
}
