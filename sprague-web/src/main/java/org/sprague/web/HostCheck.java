package org.sprague.web;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The API answers only requests addressed to this server by a name it knows: loopback
 * ({@code localhost}, {@code 127.x.x.x}, {@code [::1]}), the address it was bound to, and the
 * names of an allow-list. This defeats DNS rebinding, where a hostile page's own domain is
 * made to resolve to 127.0.0.1 so that its scripts can read the answers of a visitor's
 * server: the browser then sends that domain in {@code Host}, which is refused (403).
 */
final class HostCheck {
    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127(?:\\.\\d{1,3}){3}");

    private final Set<String> allowed;

    private HostCheck(Set<String> allowed) {
        this.allowed = allowed;
    }

    /** Loopback names, {@code boundHost} when it is a specific address, and {@code extra} names. */
    static HostCheck of(String boundHost, List<String> extra) {
        Set<String> names = extra.stream().map(HostCheck::normal).collect(Collectors.toSet());
        String bound = normal(boundHost);
        if (!bound.equals("0.0.0.0") && !bound.equals("::") && !bound.isEmpty()) {
            names.add(bound);
        }
        return new HostCheck(Set.copyOf(names));
    }

    /** @throws HttpError 400 without a Host header, 403 for a name this server does not answer to */
    void check(String hostHeader) {
        if (hostHeader == null || hostHeader.isBlank()) {
            throw new HttpError(400, "the request has no Host header");
        }
        String name = normal(withoutPort(hostHeader.trim()));
        if (loopback(name) || allowed.contains(name)) {
            return;
        }
        throw new HttpError(403, "the API answers requests addressed to localhost, 127.0.0.1 or [::1]"
                + (allowed.isEmpty() ? "" : " or " + String.join(", ", allowed.stream().sorted().toList()))
                + ", not to '" + Text.clip(Text.printable(hostHeader), 80) + "' (the server's operator can allow"
                + " a name with sprague serve --allow-host)");
    }

    static boolean loopback(String name) {
        return name.equals("localhost") || name.equals("::1") || IPV4_LOOPBACK.matcher(name).matches();
    }

    private static String withoutPort(String host) {
        if (host.startsWith("[")) {
            int close = host.indexOf(']');
            return close < 0 ? host : host.substring(1, close);
        }
        int colon = host.indexOf(':');
        return colon >= 0 && host.indexOf(':', colon + 1) < 0 ? host.substring(0, colon) : host;
    }

    private static String normal(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.startsWith("[") && n.endsWith("]")) {
            n = n.substring(1, n.length() - 1);
        }
        return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
    }
}
