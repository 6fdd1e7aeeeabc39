/**
 * Sprague's position databases: heap sequences ({@code heap.store}) and strong solutions
 * ({@code strong.db}) in zstd blocks. A module, so that sprague-core's qualified exports are
 * enforced on it when it runs on the module path (issue 22, item 6): it reads only what the
 * core exports to everyone, plus {@code strong.games}, {@code heap.engine} and {@code heap} (its
 * tests), which the core exports to it by name.
 */
module org.sprague.db {
    requires transitive org.sprague.core;
    requires com.github.luben.zstd_jni;

    exports org.sprague.heap.store;
    exports org.sprague.strong.db;
}
