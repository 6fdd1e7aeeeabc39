package org.sprague.game.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void replacesTheFileAndLeavesNoTemporaryFile() throws IOException {
        Path file = dir.resolve("state");
        Files.writeString(file, "old");
        AtomicFiles.replace(file, dir.resolve("state.tmp"), "new".getBytes(StandardCharsets.UTF_8));
        assertEquals("new", Files.readString(file));
        assertEquals(List.of("state"), names());
    }

    @Test
    void aStaleTemporaryFileOfAKilledWriterIsReplacedNotAppendedTo() throws IOException {
        Path file = dir.resolve("ckpt");
        Files.writeString(dir.resolve("ckpt.tmp"), "half of an earlier checkpoint, longer than the new one");
        AtomicFiles.replace(file, dir.resolve("ckpt.tmp"), new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(file));
        assertEquals(List.of("ckpt"), names());
    }

    @Test
    void aFailedWriteKeepsTheOldFileAndRemovesTheTemporaryOne() throws IOException {
        Path file = dir.resolve("out");
        Files.writeString(file, "whole");
        Path tmp = AtomicFiles.privateTemp(file);
        assertTrue(tmp.getFileName().toString().startsWith("out.tmp-" + ProcessHandle.current().pid() + "-"), tmp.toString());
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.replace(file, tmp, out -> {
            out.write("torn".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals("whole", Files.readString(file));
        assertEquals(List.of("out"), names());
    }

    @Test
    void aBodyThatClosesItsStreamStillHasItsBytesForcedAndRenamed() throws IOException {
        Path file = dir.resolve("seq");
        AtomicFiles.replace(file, dir.resolve("seq.tmp"), out -> {
            try (var data = new java.io.DataOutputStream(new java.io.BufferedOutputStream(out))) {
                data.writeLong(42);
            }
        });
        assertEquals(8, Files.size(file));
    }
}
