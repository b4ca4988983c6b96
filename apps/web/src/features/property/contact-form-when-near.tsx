'use client';

import type { ComponentProps } from 'react';
import { whenNear } from '@/components/lazy/when-near';
import type { ContactForm } from './contact-form';

/** The contact form, fetched as it comes near the screen (decision 024). */
export const ContactFormWhenNear = whenNear<ComponentProps<typeof ContactForm>>(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);
