import { z } from 'zod';
import { APARTMENT_STATUSES } from '../apartments';
import { filterParam, listAnswer, listQuery, noTotals, type PagedList } from '../list-query';
import { moneyField, optionalText, requiredText } from './common';

export {
  APARTMENT_STATUSES,
  APARTMENTS_EXPORT_FILE,
  type ApartmentStatus,
} from '../apartments';

export const apartmentStatusField = z.enum(APARTMENT_STATUSES, {
  error: 'Status must be Available, Occupied or Maintenance',
});

/** The editable fields of a property; the variants below derive from it. */
const apartmentFields = z.object({
  title: requiredText('Title', 200),
  location: requiredText('Location', 200),
  price: moneyField('Price'),
  status: apartmentStatusField,
  description: optionalText('Description', 2000),
  /** The optional name of whoever lives there, shown on the dashboard card. */
  tenant: optionalText('Tenant', 200),
});

/** `POST /api/add/apartment_property`: description and tenant optional, status defaults to Available. */
export const addApartmentBody = apartmentFields.extend({
  status: apartmentStatusField.default('Available'),
});
export type AddApartmentBody = z.input<typeof addApartmentBody>;

/**
 * `PUT /api/edit/apartment_property/{id}`: the whole property again, description required (docs/screens.md
 * section 5). A missing status or tenant leaves the stored one as it is.
 */
export const editApartmentBody = apartmentFields.extend({
  description: requiredText('Description', 2000),
  status: apartmentStatusField.optional(),
  tenant: optionalText('Tenant', 200).optional(),
});
export type EditApartmentBody = z.input<typeof editApartmentBody>;

/** A property as every apartment endpoint answers it. */
export const apartment = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.string(),
  price: z.number(),
  status: apartmentStatusField,
  description: z.string(),
  tenant: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The Active tenancy covering today, else the next to start (docs/ledger.md §2). */
  currentTenancy: z
    .object({ _id: z.string(), tenantName: z.string(), expirationDate: z.string() })
    .nullable(),
  /** The ids of the rent records on this unit, newest first (the later clients' name, docs/ledger.md §2). */
  tenants: z.array(z.string()),
});
export type Apartment = z.infer<typeof apartment>;
export const apartmentList = z.array(apartment);

/** The Apartments list's sortable fields (docs/lists.md). */
export const APARTMENT_SORTS = ['createdAt', 'title', 'price'] as const;
export type ApartmentSort = (typeof APARTMENT_SORTS)[number];

/**
 * `GET /api/get/apartment_properties` and `/api/export/apartments` (docs/lists.md): `q` searches the
 * title, location and tenant; `status` filters.
 */
export const apartmentListQuery = listQuery(APARTMENT_SORTS, {
  status: filterParam('status', APARTMENT_STATUSES),
});
export type ApartmentListQuery = z.output<typeof apartmentListQuery>;
export type ApartmentListParams = z.input<typeof apartmentListQuery>;

/** The list's answer: the old whole array without `page`, one page with it (no sums). */
export const apartmentListAnswer = listAnswer(apartment, noTotals);
export type ApartmentPage = PagedList<Apartment, Record<string, never>>;
