package org.sprague.web;

/** An answer other than 200, with the one-line message the client sees. */
final class HttpError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;

    HttpError(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }
}
