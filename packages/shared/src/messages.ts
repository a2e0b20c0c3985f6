/** Spanish texts that both apps show or send (SPEC §5, §8). */
export const messages = {
  login: {
    emailRequired: "El correo es obligatorio",
    emailInvalid: "El formato del correo es inválido",
    passwordRequired: "La contraseña es obligatoria",
    failed: "Error, revisa tus datos e intenta nuevamente",
    tooManyAttempts: "Demasiados intentos de inicio de sesión. Espera unos minutos e intenta nuevamente.",
  },
  /** Guards on administrator accounts (any employee whose role is admin). */
  adminAccount: {
    adminOnly: "Solo un administrador puede modificar la cuenta de un administrador",
    lastAdmin: "Debe quedar al menos un administrador activo: no se puede desactivar ni quitar el rol al último",
  },
  errors: {
    validation: "Revisa los datos ingresados.",
    unauthenticated: "Tu sesión no es válida o expiró. Inicia sesión nuevamente.",
    forbidden: "No tienes permisos para esta acción",
    crossSite: "Solicitud rechazada: no proviene de esta aplicación",
    notFound: "El recurso solicitado no existe.",
    conflict: "La operación entra en conflicto con datos existentes.",
    payloadTooLarge: "La solicitud es demasiado grande.",
    invalidJson: "El cuerpo de la solicitud no es un JSON válido.",
    unsupportedMediaType: "Tipo de contenido no soportado.",
    rateLimited: "Demasiadas solicitudes. Espera un momento e intenta nuevamente.",
    internal: "Ocurrió un error inesperado. Intenta nuevamente más tarde.",
    timeout: "La solicitud tardó demasiado. Revisa tu conexión e intenta nuevamente.",
    network: "No se pudo conectar con el servidor.",
    unavailable: "El servicio no está disponible en este momento.",
    /** 503: the database could not be reached; a write cut this way is safe to retry with its Idempotency-Key. */
    databaseUnavailable: "No fue posible conectar con la base de datos. Intenta nuevamente en unos segundos.",
  },
  /** Writes sent with an Idempotency-Key header (retries that must not sell twice). */
  idempotency: {
    /** The key was already used, within 24 h, for a different request. */
    mismatch: "Esta operación ya se registró con otros datos. Recarga la página e intenta nuevamente.",
    invalidKey:
      "El encabezado Idempotency-Key no es válido: usa de 8 a 128 letras, números, guiones, guiones bajos, puntos o dos puntos.",
    /** Only reachable in an unlikely race; the retry after a moment gets the first answer. */
    inProgress: "Esta operación todavía se está procesando. Espera unos segundos e intenta nuevamente.",
  },
} as const;
