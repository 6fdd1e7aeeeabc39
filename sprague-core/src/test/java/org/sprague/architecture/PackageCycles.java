package org.sprague.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The package cycles of a set of classes, as the strongly connected components (of two or
 * more packages) of the package dependency graph, found with Tarjan's algorithm in
 * O(packages + edges).
 *
 * <p>It backs ArchUnit's {@code slices().beFreeOfCycles()}: ArchUnit 1.5.0 reported 3 of the
 * 4 cycles of sprague-core at b3e5a0b (it missed loopy/retrograde, which it does report when
 * only those two packages are imported), so the rule alone is not a proof of none.
 */
final class PackageCycles {
    private final Map<String, Set<String>> edges;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<String, Integer> low = new HashMap<>();
    private final Deque<String> stack = new ArrayDeque<>();
    private final Set<String> onStack = new TreeSet<>();
    private final List<List<String>> cycles = new ArrayList<>();

    private PackageCycles(Map<String, Set<String>> edges) {
        this.edges = edges;
    }

    /** The package graph of {@code classes}: an edge per package a class depends on, below {@code root}. */
    static Map<String, Set<String>> packageGraph(JavaClasses classes, String root) {
        Map<String, Set<String>> g = new TreeMap<>();
        for (JavaClass c : classes) {
            String from = c.getPackageName();
            if (!from.startsWith(root)) {
                continue;
            }
            Set<String> out = g.computeIfAbsent(from, k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = d.getTargetClass().getBaseComponentType().getPackageName();
                if (to.startsWith(root) && !to.equals(from)) {
                    out.add(to);
                }
            }
        }
        return g;
    }

    /** Each cycle as the sorted packages of its strongly connected component. */
    static List<List<String>> of(Map<String, Set<String>> edges) {
        PackageCycles t = new PackageCycles(edges);
        for (String v : new TreeSet<>(edges.keySet())) {
            if (!t.index.containsKey(v)) {
                t.connect(v);
            }
        }
        return t.cycles;
    }

    private void connect(String v) { // recursion depth <= the number of packages
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                connect(w);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> component = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                component.sort(null);
                cycles.add(component);
            }
        }
    }
}
