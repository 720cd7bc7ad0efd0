import type { VehicleType } from '../../../shared/fleet';
import type { ComplianceRow, VehicleDocument } from '../../../shared/schemas/vehicle-papers';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  documentStatus,
  isCommercial,
  kindStatus,
  licenceStatus,
} from '../../../shared/vehicle-papers';
import type { StoredDocument } from './repository';

/** A stored document with its standing as of `today`; `current` when it is the latest of its kind. */
export function toDocument(stored: StoredDocument, current: boolean, today: string): VehicleDocument {
  return { ...stored, status: documentStatus(stored.expiresOn, today), current };
}

/** A vehicle as the compliance grid reads it. */
export interface ComplianceVehicle {
  _id: string;
  make: string;
  model: string;
  vehicleRegNum: string;
  vehicleType: VehicleType;
  licenseNumExp: string;
}

/**
 * One row of the compliance grid (docs/reminders.md §1) as of `today`: each kind's standing from the
 * vehicle's latest document of that kind, and the driver licence's from the vehicle's licence expiry.
 */
export function toComplianceRow(
  vehicle: ComplianceVehicle,
  latest: ReadonlyMap<DocumentKind, StoredDocument> | undefined,
  today: string,
): ComplianceRow {
  const { licenseNumExp, ...summary } = vehicle;
  const documents = Object.fromEntries(
    DOCUMENT_KINDS.map((kind) => {
      const document = latest?.get(kind) ?? null;
      return [
        kind,
        {
          status: kindStatus(document, kind, vehicle.vehicleType, today),
          expiresOn: document?.expiresOn ?? null,
          documentId: document?._id ?? null,
        },
      ];
    }),
  ) as ComplianceRow['documents'];
  const licenceExpiry = licenseNumExp ? licenseNumExp.slice(0, 10) : null;
  return {
    vehicle: summary,
    commercial: isCommercial(vehicle.vehicleType),
    documents,
    licence: { status: licenceStatus(licenceExpiry, today), expiresOn: licenceExpiry },
  };
}
