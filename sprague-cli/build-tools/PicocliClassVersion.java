import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Build step of sprague-cli (run by maven-antrun after the shade, as a single-file program on
 * the build's JDK, any version >= 21): re-emits picocli's classes in the shaded jar at class-file
 * version 52 (Java 8) with stack map frames computed by ASM, the code itself unchanged.
 *
 * <p>Why: picocli 4.7 ships Java 5 class files (version 49, no stack maps). JDK 25 refuses to
 * store such classes in a class-data-sharing archive or an AOT cache once they have been linked
 * ("Skipping picocli/...: Old class has been linked"), so every command loaded, parsed and
 * verified its ~140 picocli classes again. At version 52 they are archived like the rest:
 * `sprague --version` and `sprague solve nim 3` about 0.1 s of CPU less, Cram 5x5 as a game
 * file the same (docs/performance-log.md, "The command's start-up").
 *
 * <p>Usage: {@code java -cp asm.jar PicocliClassVersion.java target/sprague.jar}. Classes already
 * at version 50 or later are left alone, so a second run changes nothing.
 */
public final class PicocliClassVersion {
  private PicocliClassVersion() { }

  public static void main(String[] args) throws Exception {
    Path jar = Path.of(args[0]);
    // the frames' common super classes are looked up in the jar as it was (a copy)
    Path copy = Files.createTempFile("sprague-picocli", ".jar");
    Files.copy(jar, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    int count = 0;
    try (URLClassLoader loader = new URLClassLoader(new URL[] {copy.toUri().toURL()}, null);
        FileSystem fs = FileSystems.newFileSystem(jar)) {
      List<Path> classes;
      try (Stream<Path> files = Files.walk(fs.getPath("/picocli"))) {
        classes = files.filter(p -> p.toString().endsWith(".class")).toList();
      }
      for (Path p : classes) {
        ClassReader reader = new ClassReader(Files.readAllBytes(p));
        if ((reader.readUnsignedShort(6)) >= Opcodes.V1_6) {
          continue;
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
          @Override
          protected ClassLoader getClassLoader() {
            return loader;
          }
        };
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
          @Override
          public void visit(int version, int access, String name, String signature,
              String superName, String[] interfaces) {
            super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
          }
        }, ClassReader.SKIP_FRAMES);
        Files.write(p, writer.toByteArray());
        count++;
      }
    } finally {
      Files.deleteIfExists(copy);
    }
    System.out.println("picocli: " + count + " classes re-emitted at class-file version 52");
  }
}
