package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GrundyCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private static JsonNode json(Cli c) throws Exception {
        assertEquals(0, c.exitCode(), c.err());
        return MAPPER.readTree(c.out());
    }

    @Test
    void kaylesJsonHasItsValuesAndAProvenPeriod() throws Exception {
        JsonNode j = json(Cli.run("grundy", "0.77", "--to", "500", "--json"));
        assertEquals("0.77", j.get("rule").asText());
        assertEquals(500, j.get("to").asInt());
        assertEquals(501, j.get("values").size());
        assertEquals(List.of(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6), MAPPER.convertValue(j.get("values"),
                new com.fasterxml.jackson.core.type.TypeReference<List<Integer>>() { }).subList(0, 12));
        assertEquals(71, j.get("periodicity").get("preperiod").asInt());
        assertEquals(12, j.get("periodicity").get("period").asInt());
        assertTrue(j.get("periodicity").get("proven").asBoolean());
        assertTrue(j.has("rareMask") && j.has("rareCount"));
    }

    @Test
    void aliasesNameTheLiteraturesGames() throws Exception {
        JsonNode dawson = json(Cli.run("grundy", "dawsons-kayles", "--to", "400", "--json", "--no-values"));
        assertEquals(53, dawson.get("periodicity").get("preperiod").asInt());
        assertEquals(34, dawson.get("periodicity").get("period").asInt());
        assertFalse(dawson.has("values"));
        JsonNode chess = json(Cli.run("grundy", "dawsons-chess", "--to", "400", "--json", "--no-values"));
        assertEquals(52, chess.get("periodicity").get("preperiod").asInt());
        assertEquals("0.137", chess.get("code").asText());
        assertEquals("0.007", json(Cli.run("grundy", "treblecross", "--to", "10", "--json")).get("code").asText());
        assertEquals("0.6", json(Cli.run("grundy", "officers", "--to", "10", "--json")).get("code").asText());
    }

    @Test
    void tooFewValuesForTheBoundAreObservedNotProven() {
        Cli c = Cli.run("grundy", "kayles", "--to", "120", "--no-values");
        assertEquals(0, c.exitCode());
        assertTrue(c.out().contains("preperiod 71, period 12: observed, not proven (Guy-Smith needs 169 values"),
                c.out());
    }

    @Test
    void infiniteCodesAndGrundysGameAreNeverProven() throws Exception {
        JsonNode lasker = json(Cli.run("grundy", "lasker", "--to", "300", "--json", "--no-values"));
        assertEquals(4, lasker.get("periodicity").get("saltus").asInt());
        assertFalse(lasker.get("periodicity").get("proven").asBoolean());
        Cli nim = Cli.run("grundy", "0.[3]", "--to", "50", "--no-values");
        assertTrue(nim.out().contains("observed, not proven (no theorem for infinite codes)"), nim.out());
        Cli grundy = Cli.run("grundy", "grundys-game", "--to", "2000", "--no-values");
        assertFalse(grundy.out().contains("proven ("), grundy.out());
    }

    @Test
    void subtractionGamesHaveTheirPeriods() throws Exception {
        JsonNode s = json(Cli.run("grundy", "subtraction:1,3,4", "--to", "200", "--json"));
        assertEquals(7, s.get("periodicity").get("period").asInt());
        assertTrue(s.get("periodicity").get("proven").asBoolean());
        assertEquals(3, json(Cli.run("grundy", "subtraction:pow2", "--to", "200", "--json")).get("periodicity")
                .get("period").asInt());
    }

    @Test
    void malformedRulesExitTwoNamingTheBadCharacter() {
        Cli c = Cli.run("grundy", "0.7x7", "--to", "10");
        assertEquals(2, c.exitCode());
        assertTrue(c.err().contains("'x' at index 3"), c.err());
        assertEquals(1, c.err().strip().lines().count(), c.err());
        assertEquals(2, Cli.run("grundy", "4.[3", "--to", "10").exitCode());
        assertEquals(2, Cli.run("grundy", "3.7", "--to", "10").exitCode());
        assertEquals(2, Cli.run("grundy", "subtraction:1,x", "--to", "10").exitCode());
        assertEquals(2, Cli.run("grundy", "chess", "--to", "10").exitCode());
        assertEquals(2, Cli.run("grundy", "kayles", "--to", "10", "--method", "fast").exitCode());
    }

    @Test
    void aCountThatCannotFitIsRefusedUpFrontWithTheFigure() {
        Cli c = Cli.run("grundy", "kayles", "--to", "99999999999");
        assertEquals(3, c.exitCode());
        assertTrue(c.err().contains("100000000000 values"), c.err());
        Cli mem = Cli.run("grundy", "kayles", "--to", "2140000000");
        assertEquals(3, mem.exitCode()); // the tests run with -Xmx2g: 2.14e9 one-byte values cannot fit
        assertTrue(mem.err().contains("needs at least"), mem.err());
    }

    @Test
    void naiveAndSparseMethodsPrintTheSameValues() throws Exception {
        for (String rule : List.of("0.6", "grundys-game", "4.07", "0.f")) {
            JsonNode naive = json(Cli.run("grundy", rule, "--to", "300", "--json", "--method", "naive"));
            JsonNode sparse = json(Cli.run("grundy", rule, "--to", "300", "--json", "--method", "sparse"));
            assertEquals(naive.get("values"), sparse.get("values"), rule);
            assertEquals("naive", naive.get("method").asText());
            assertFalse(naive.has("rareMask"));
        }
    }

    @Test
    void valuesGoToAFileOneALine() throws Exception {
        Path out = dir.resolve("g.txt");
        Cli c = Cli.run("grundy", "kayles", "--to", "20000", "--out", out.toString());
        assertEquals(0, c.exitCode(), c.err());
        assertTrue(c.out().contains("values file:"), c.out());
        List<String> lines = Files.readAllLines(out);
        assertEquals(20001, lines.size());
        assertEquals(List.of("0", "1", "2", "3", "1", "4"), lines.subList(0, 6));
    }

    @Test
    void plotsAreWrittenAsSvgAndPng() throws Exception {
        Path svg = dir.resolve("k.svg");
        Path png = dir.resolve("k.png");
        assertEquals(0, Cli.run("grundy", "kayles", "--to", "300", "--plot", svg.toString()).exitCode());
        assertEquals(0, Cli.run("grundy", "kayles", "--to", "300", "--plot", png.toString()).exitCode());
        String s = Files.readString(svg);
        assertTrue(s.startsWith("<svg") && s.contains("preperiod 71, period 12 (proven)"), s.substring(0, 200));
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(GrundyPlot.WIDTH, img.getWidth());
        assertEquals(2, Cli.run("grundy", "kayles", "--to", "30", "--plot", dir.resolve("k.gif").toString())
                .exitCode());
    }

    @Test
    void aCheckpointResumesToTheSameResultAsAnUninterruptedRun() throws Exception {
        Path ck = dir.resolve("g.ckpt");
        Path partial = dir.resolve("partial.txt");
        Path whole = dir.resolve("whole.txt");
        assertEquals(0, Cli.run("grundy", "grundys-game", "--to", "20000", "--checkpoint", ck.toString())
                .exitCode());
        Cli resumed = Cli.run("grundy", "grundys-game", "--to", "40000", "--checkpoint", ck.toString(), "--json",
                "--no-values", "--out", partial.toString());
        Cli straight = Cli.run("grundy", "grundys-game", "--to", "40000", "--json", "--no-values", "--out",
                whole.toString());
        assertEquals(Files.readAllLines(whole), Files.readAllLines(partial));
        JsonNode a = json(resumed);
        JsonNode b = json(straight);
        assertEquals(b.get("rareMask"), a.get("rareMask"));
        assertEquals(b.get("rareCount"), a.get("rareCount"));
    }

    @Test
    void aShorterRunReadsALongerCheckpointWithoutShorteningIt() throws Exception {
        Path ck = dir.resolve("long.ckpt");
        assertEquals(0, Cli.run("grundy", "0.6", "--to", "3000", "--checkpoint", ck.toString()).exitCode());
        long size = Files.size(ck);
        JsonNode fromCheckpoint = json(Cli.run("grundy", "0.6", "--to", "500", "--checkpoint", ck.toString(), "--json"));
        JsonNode fresh = json(Cli.run("grundy", "0.6", "--to", "500", "--json"));
        assertEquals(fresh.get("values"), fromCheckpoint.get("values"));
        assertEquals(501, fromCheckpoint.get("values").size());
        assertEquals(size, Files.size(ck));
    }

    @Test
    void corruptOrMismatchedCheckpointsAreRefused() throws Exception {
        Path ck = dir.resolve("k.ckpt");
        assertEquals(0, Cli.run("grundy", "kayles", "--to", "1000", "--checkpoint", ck.toString()).exitCode());
        Cli other = Cli.run("grundy", "0.07", "--to", "1000", "--checkpoint", ck.toString());
        assertEquals(2, other.exitCode());
        assertTrue(other.err().contains("is for the rule 0.77, not 0.07"), other.err());
        byte[] bytes = Files.readAllBytes(ck);
        bytes[bytes.length - 100] ^= 1;
        Files.write(ck, bytes);
        Cli corrupt = Cli.run("grundy", "kayles", "--to", "1000", "--checkpoint", ck.toString());
        assertEquals(2, corrupt.exitCode());
        assertTrue(corrupt.err().contains("corrupt (checksum mismatch)"), corrupt.err());
        Files.write(ck, java.util.Arrays.copyOf(bytes, 50));
        assertTrue(Cli.run("grundy", "kayles", "--to", "1000", "--checkpoint", ck.toString()).err()
                .contains("cut short"));
        Files.writeString(ck, "hello");
        assertTrue(Cli.run("grundy", "kayles", "--to", "1000", "--checkpoint", ck.toString()).err()
                .contains("not a sprague grundy checkpoint"));
    }

    @Test
    @org.junit.jupiter.api.Tag("slow")
    void anInterruptedRunSavesACheckpointAndResumesToTheSameValues() throws Exception {
        Path ck = dir.resolve("term.ckpt");
        Path resumedOut = dir.resolve("resumed.txt");
        Path straightOut = dir.resolve("straight.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "grundy", "grundys-game", "--to", "300000", "--no-values", "--checkpoint", ck.toString(),
                "--checkpoint-every", "3600", "--progress", "none")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectErrorStream(true).start();
        Thread.sleep(1500);
        p.destroy(); // SIGTERM, as Ctrl-C: the shutdown hook saves a checkpoint
        p.waitFor();
        assertTrue(Files.exists(ck), "a checkpoint was saved on the way out");
        Cli resumed = Cli.run("grundy", "grundys-game", "--to", "300000", "--no-values", "--checkpoint",
                ck.toString(), "--out", resumedOut.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        Cli straight = Cli.run("grundy", "grundys-game", "--to", "300000", "--no-values", "--out",
                straightOut.toString());
        assertEquals(0, straight.exitCode(), straight.err());
        assertArrayEquals(Files.readAllBytes(straightOut), Files.readAllBytes(resumedOut));
    }

    @Test
    @org.junit.jupiter.api.Tag("slow")
    void aRunKilledWithSigkillResumesToTheSameValues() throws Exception {
        Path ck = dir.resolve("kill.ckpt");
        Path resumedOut = dir.resolve("resumed.txt");
        Path straightOut = dir.resolve("straight.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "grundy", "grundys-game", "--to", "150000", "--no-values", "--checkpoint", ck.toString(),
                "--checkpoint-every", "0", "--progress", "none")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(ck) && System.nanoTime() < deadline && p.isAlive()) {
            Thread.sleep(20);
        }
        Thread.sleep(150);
        p.destroyForcibly(); // SIGKILL: no shutdown hooks, no flushing
        p.waitFor();
        assertTrue(Files.exists(ck), "a checkpoint was written before the kill");
        assertFalse(new File(ck + ".tmp").exists() && Files.size(ck) == 0);
        Cli resumed = Cli.run("grundy", "grundys-game", "--to", "150000", "--no-values", "--checkpoint",
                ck.toString(), "--out", resumedOut.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        Cli straight = Cli.run("grundy", "grundys-game", "--to", "150000", "--no-values", "--out",
                straightOut.toString());
        assertEquals(0, straight.exitCode());
        assertArrayEquals(Files.readAllBytes(straightOut), Files.readAllBytes(resumedOut));
        assertEquals(straight.out().replace(straightOut.toString(), "F"),
                resumed.out().replace(resumedOut.toString(), "F"));
    }
}
