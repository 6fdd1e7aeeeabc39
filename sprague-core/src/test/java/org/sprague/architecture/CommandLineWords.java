package org.sprague.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Command-line words: a flag ({@code --max-positions}) or the launcher's memory settings
 * ({@code JAVA_OPTS}, {@code -Xmx}). They belong to the command line; the core writes a
 * parameter as a {@code Wording} template ({@code ${maxPositions}}) and a remedy as a
 * {@code Remedy}.
 *
 * <p>The check reads the {@code CONSTANT_String} entries of each class file's constant pool
 * (JVMS 4.4): every string literal, every compile-time constant folded into one, and every
 * string-concatenation recipe is there, and comments are not.
 */
final class CommandLineWords {
    /** A flag ({@code --x}, not inside a word such as {@code a--b}) or a memory setting. */
    static final Pattern WORDS = Pattern.compile("(?<![A-Za-z0-9-])--[a-z]|JAVA_OPTS|-Xm[sx]|-Xss");

    /** Holds for a class none of whose string constants contains a command-line word. */
    static final ArchCondition<JavaClass> ABSENT_FROM_STRING_CONSTANTS =
            new ArchCondition<>("hold no string constant naming a command-line flag or JAVA_OPTS/-Xmx/-Xss") {
                @Override
                public void check(JavaClass cls, ConditionEvents events) {
                    for (String s : offending(cls)) {
                        events.add(SimpleConditionEvent.violated(cls,
                                cls.getName() + " holds the string constant \"" + s + "\""));
                    }
                }
            };

    private CommandLineWords() {
    }

    /** The string constants of {@code cls} that contain a command-line word. */
    static List<String> offending(JavaClass cls) {
        URI uri = cls.getSource().orElseThrow(() -> new IllegalStateException("no class file for " + cls.getName()))
                .getUri();
        try (InputStream in = uri.toURL().openStream()) {
            return stringConstants(in.readAllBytes()).stream().filter(s -> WORDS.matcher(s).find()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(uri.toString(), e);
        }
    }

    /** The values of the {@code CONSTANT_String} entries of a class file, in pool order. */
    static List<String> stringConstants(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        List<Integer> strings = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF(); // Utf8 (modified UTF-8, as readUTF reads it)
                case 8 -> strings.add(in.readUnsignedShort()); // String -> its Utf8
                case 7, 16, 19, 20 -> in.skipNBytes(2); // Class, MethodType, Module, Package
                case 15 -> in.skipNBytes(3); // MethodHandle
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4); // Integer .. InvokeDynamic
                case 5, 6 -> {
                    in.skipNBytes(8); // Long, Double take two entries
                    i++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at entry " + i);
            }
        }
        List<String> values = new ArrayList<>(strings.size());
        for (int index : strings) {
            values.add(utf8[index]);
        }
        return values;
    }
}
