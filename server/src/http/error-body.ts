/** One field-level validation failure (domain issue code + French message). */
export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** The body of every 4xx/5xx answer (api-decisions.md "Error body"). */
export interface ErrorBody {
  code?: string;
  message?: string;
  Message?: string;
  Messages?: string[];
  data?: string;
  isAccountConfirmed?: boolean;
  logoutUrl?: string;
  errors?: FieldError[];
}

/** Default French messages per status (spec §8), used when a handler gives none. */
export function defaultMessageFor(status: number): string {
  switch (status) {
    case 400:
      return 'Les informations fournies sont erronées';
    case 401:
      return 'Accès non autorisé';
    case 404:
      return 'La ressource demandée est introuvable';
    case 500:
      return "Une erreur s'est produite. Si le problème persiste, contactez votre support";
    case 501:
      return "Cette fonctionnalité n'est pas implémentée";
    case 503:
      return 'Service momentanément indisponible';
    default:
      return `Erreur ${status}`;
  }
}

/** Default codes per status, used when a handler gives none. */
export function defaultCodeFor(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 501:
      return 'NOT_IMPLEMENTED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'SERVER_ERROR' : `HTTP_${status}`;
  }
}
