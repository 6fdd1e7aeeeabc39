package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The models that {@code sprague-cli-model}'s processor writes from the commands' annotations
 * are the models picocli builds from them by reflection: for every command, its usage text, the
 * top level's, and every option and positional parameter's attributes, one by one. So the
 * generator cannot drift from the annotations (or from picocli, when it is upgraded).
 */
class GeneratedModelTest {

    static Stream<Class<?>> commands() {
        return Main.COMMANDS.stream().filter(c -> c != CommandLine.HelpCommand.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void theGeneratedModelIsTheReflectiveOne(Class<?> command) {
        CommandLine generated = commandLine(command, true);
        CommandLine reflective = commandLine(command, false);
        assertEquals(describe(reflective), describe(generated), command.getSimpleName());
    }

    @Test
    void everyCommandButServeHasAGeneratedModel() {
        List<String> without = new ArrayList<>();
        commands().forEach(c -> {
            assertNotNull(CommandModels.name(c), c.getSimpleName());
            if (CommandModels.spec(c, CommandLine.defaultFactory()) == null) {
                without.add(c.getSimpleName());
            }
        });
        // serve's @ArgGroup (repeated --game-file groups) is not written by the processor
        assertEquals(List.of("ServeCommand"), without);
    }

    @Test
    void theGeneratedModelInjectsTheSpecAndTheMixins() {
        CommandLine cl = commandLine(PlayCommand.class, true);
        PlayCommand play = cl.getSubcommands().get("play").getCommand();
        assertNotNull(play.spec);
        assertTrue(play.spec.mixinStandardHelpOptions());
        assertEquals(cl.getCommand(), play.main, "@ParentCommand");
        assertEquals(play.spec, play.gameOptions.command, "@Spec(MIXEE)");
    }

    private static CommandLine commandLine(Class<?> command, boolean generated) {
        return Main.commandLine(new StringReader(""), new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()), command, generated);
    }

    /** Everything a command line's model says, as text, the top level and its one command. */
    private static String describe(CommandLine top) {
        StringBuilder b = new StringBuilder();
        describe(top, b);
        for (CommandLine sub : top.getSubcommands().values()) {
            describe(sub, b);
        }
        return b.toString();
    }

    private static void describe(CommandLine cl, StringBuilder b) {
        CommandSpec s = cl.getCommandSpec();
        b.append("== ").append(s.qualifiedName()).append('\n').append(cl.getUsageMessage(CommandLine.Help.Ansi.OFF))
                .append("\nmixins ").append(s.mixins().keySet()).append(" standard help ").append(s.mixinStandardHelpOptions())
                .append(" inherited ").append(s.inherited()).append(" scope ").append(s.scopeType())
                .append(" aliases ").append(Arrays.toString(s.aliases())).append(" version ").append(Arrays.toString(s.version()))
                .append(" exit codes ").append(s.exitCodeOnSuccess()).append(s.exitCodeOnUsageHelp())
                .append(s.exitCodeOnVersionHelp()).append(s.exitCodeOnInvalidInput()).append(s.exitCodeOnExecutionException())
                .append(" separator ").append(s.parser().separator()).append(" help command ").append(s.helpCommand())
                .append(" spec elements ").append(s.specElements().size())
                .append(" parent elements ").append(s.parentCommandElements().size()).append('\n');
        for (ArgSpec a : s.args()) {
            b.append(a).append(": ").append(a.isOption() ? Arrays.toString(((OptionSpec) a).names()) : "")
                    .append(" arity ").append(a.arity()).append(" type ").append(a.type().getName())
                    .append(" aux ").append(Arrays.toString(a.auxiliaryTypes())).append(" label ").append(a.paramLabel())
                    .append(" description ").append(Arrays.toString(a.description())).append(" default ").append(a.defaultValue())
                    .append(" required ").append(a.required()).append(" hidden ").append(a.hidden())
                    .append(" scope ").append(a.scopeType()).append(" inherited ").append(a.inherited())
                    .append(" initial ").append(a.hasInitialValue()).append(' ').append(a.initialValue())
                    .append(" converters ").append(Arrays.stream(a.converters()).map(c -> c.getClass().getName()).toList())
                    .append(" split ").append(a.splitRegex()).append(" show default ").append(a.showDefaultValue())
                    .append(" interactive ").append(a.interactive()).append(" candidates ").append(a.completionCandidates())
                    .append(" description key ").append(a.descriptionKey()).append(" hide syntax ").append(a.hideParamSyntax());
            if (a instanceof OptionSpec o) {
                b.append(" order ").append(o.order()).append(" fallback ").append(o.fallbackValue())
                        .append(" negatable ").append(o.negatable()).append(" help ").append(o.usageHelp())
                        .append(o.versionHelp()).append(o.help());
            } else {
                b.append(" index ").append(((PositionalParamSpec) a).index());
            }
            b.append('\n');
        }
    }
}
