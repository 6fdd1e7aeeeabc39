package org.sprague.web;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;
import java.util.zip.GZIPOutputStream;
import java.util.regex.Pattern;

/**
 * The page's files, from the jar only, read once and kept with their gzip form and an ETag:
 * sent compressed to clients that accept gzip, kept by browsers and revalidated by
 * {@code If-None-Match} (304) ({@code /favicon.ico} is the SVG icon). Names: the request path must be plain segments of
 * letters, digits, '-', '_' and one '.' before a known extension, so no encoded
 * character, {@code ..}, backslash or absolute path can name anything outside the
 * {@code static} folder of the class path; anything else is 404.
 */
final class StaticHandler implements Handler {
    private static final String ROOT = "/org/sprague/web/static/";
    private static final Pattern SAFE = Pattern.compile("(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\\.[a-z0-9]+");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon",
            "txt", "text/plain; charset=utf-8",
            "json", "application/json; charset=utf-8");
    /** The page talks to its own server only. */
    private static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

    @Override
    public void handle(Context ex) throws IOException {
        Http.drain(ex);
        String method = Http.method(ex);
        if (!method.equals("GET") && !method.equals("HEAD")) {
            ex.header("Allow", "GET, HEAD");
            Http.sendError(ex, 405, "use GET for the explorer's pages");
            return;
        }
        String raw = Http.rawPath(ex);
        String name = raw.equals("/") ? "index.html" : raw.substring(1);
        String type = name.contains(".") ? TYPES.get(name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT)) : null;
        Asset asset = SAFE.matcher(name).matches() && type != null ? ASSETS.get(name) : Asset.MISSING;
        if (asset == null) {
            asset = load(name);
            if (asset != Asset.MISSING) {
                ASSETS.putIfAbsent(name, asset); // only files that exist: a bounded set
            }
        }
        if (asset == Asset.MISSING) {
            Http.sendError(ex, 404, "not found: " + Text.clip(Text.printable(raw), 80));
            return;
        }
        ex.header("Content-Security-Policy", CSP);
        ex.header("Referrer-Policy", "no-referrer");
        ex.header("ETag", asset.etag());
        ex.header("Vary", "Accept-Encoding");
        // kept by the browser and revalidated (a 304 without body) each time: a new version shows at once
        ex.header("Cache-Control", "no-cache");
        String match = ex.header("If-None-Match");
        if (match != null && match.contains(asset.etag())) {
            ex.status(304);
            return;
        }
        String accept = ex.header("Accept-Encoding");
        boolean gzip = accept != null && accept.toLowerCase(Locale.ROOT).contains("gzip")
                && asset.gzip().length < asset.data().length;
        if (gzip) {
            ex.header("Content-Encoding", "gzip");
        }
        Http.sendAs(ex, 200, asset.type(), gzip ? asset.gzip() : asset.data());
    }

    /** A file of the page: its bytes, their gzip form, its type and ETag. */
    private record Asset(byte[] data, byte[] gzip, String type, String etag) {
        static final Asset MISSING = new Asset(new byte[0], new byte[0], "", "");
    }

    private static final Map<String, Asset> ASSETS = new ConcurrentHashMap<>();

    private static Asset load(String name) {
        String file = name.equals("favicon.ico") ? "favicon.svg" : name;
        try (InputStream in = StaticHandler.class.getResourceAsStream(ROOT + file)) {
            if (in == null) {
                return Asset.MISSING;
            }
            byte[] data = in.readAllBytes();
            ByteArrayOutputStream z = new ByteArrayOutputStream();
            try (GZIPOutputStream out = new GZIPOutputStream(z)) {
                out.write(data);
            }
            CRC32 crc = new CRC32();
            crc.update(data);
            String type = TYPES.get(file.substring(file.lastIndexOf('.') + 1));
            return new Asset(data, z.toByteArray(), type, "\"" + Long.toHexString(crc.getValue()) + "-" + data.length + "\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
