import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/apiDocs';
import { invoiceBulkRoute } from './bulk';
import { invoiceExportRoute } from './export';
import { invoiceItemRoutes } from './item';
import { invoiceListRoutes } from './lists';
import { invoicePlaceRoute } from './place';
import { invoiceService } from './service';
import { UPLOAD_MAX_BYTES, invoiceUploadRoute } from './upload';

/** /api/invoices (SPEC.md section 7). Multipart is registered here, for the upload only. */
export default async function invoicesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Invoices');
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 50, fieldSize: 1024 * 1024 } });
  const service = invoiceService(ctx);
  invoiceListRoutes(app, service);
  invoiceItemRoutes(app, service);
  invoicePlaceRoute(app, service);
  invoiceBulkRoute(app, service);
  invoiceExportRoute(app, service);
  invoiceUploadRoute(app, ctx, service);
}
