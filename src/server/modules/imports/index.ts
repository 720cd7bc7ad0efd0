/** The imports module's public surface (docs/architecture.md): nothing else builds on it. */
export { importsService } from './service';
