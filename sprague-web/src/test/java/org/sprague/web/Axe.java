package org.sprague.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * axe-core's accessibility check in the browser under test: the vendored {@code axe.min.js}
 * (test resources, {@code axe/README.md}) injected into the page, run with the WCAG 2 A and AA
 * rules; each violation as one line (rule, help, the first nodes and what to fix).
 */
final class Axe {
    private static String source;

    private Axe() {
    }

    /** The WCAG 2 A/AA violations on the page the browser shows now (empty when none). */
    @SuppressWarnings("unchecked")
    static List<String> violations(BrowserHarness b) {
        Object result = b.browser.executeAsyncScript(source() + "\n;const done = arguments[arguments.length - 1];"
                + "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })"
                + ".then((r) => done(r.violations.map((v) => v.id + ': ' + v.help + ' (' + v.nodes.length + ' nodes: '"
                + " + v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '')).join('; ') + ')')))"
                + ".catch((e) => done(['axe failed: ' + e]));");
        return (List<String>) result;
    }

    private static synchronized String source() {
        if (source == null) {
            try (InputStream in = Axe.class.getResourceAsStream("/axe/axe.min.js")) {
                if (in == null) {
                    throw new IllegalStateException("the vendored axe-core (test resources axe/axe.min.js) is missing");
                }
                source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the vendored axe-core", e);
            }
        }
        return source;
    }
}
