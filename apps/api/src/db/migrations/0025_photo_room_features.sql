-- A photo's room features (decision 030): ORB keypoints computed once at upload, which recognise another shot of the
-- same room. Null for photos stored before this migration and for photos with too few corners to say anything.
ALTER TABLE "photo_fingerprints" ADD COLUMN "room_features" bytea;
