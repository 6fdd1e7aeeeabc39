package org.sprague.cli.model;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic;

/**
 * Writes each picocli command class's model as code at compile time, so that the command
 * line is built without reading annotations at run time (the JDK makes a proxy class for each
 * annotation type it reads, at run time, which an AOT cache cannot hold: docs/performance-log.md,
 * "start15" and "start16").
 *
 * <p>For a class {@code X} annotated {@code @Command} (and for each {@code @Mixin} type it
 * uses) it writes {@code XModel} in X's package: {@code members(x, factory)} does what
 * picocli's {@code CommandSpec.forAnnotatedObject} does, in the same order (the command's
 * attributes, then every annotated field in declaration order: options and positional
 * parameters through picocli's own {@code OptionSpec.builder(IAnnotatedElement, IFactory)},
 * mixins, {@code @Spec}, {@code @ParentCommand}), with each annotation's values written out
 * as a record implementing the annotation interface (written once, in
 * {@code PicocliAnnotationValues}), and the field bound by lambdas; {@code spec(x, factory)}
 * then adds the standard help options when the command asks for them. So picocli's own code
 * turns the same values into the same model; the cli's {@code GeneratedModelTest} compares
 * every command's generated model with the reflective one. A class using a feature this
 * processor does not write ({@code @ArgGroup}, {@code @Unmatched}, annotated methods,
 * subcommands in the annotation, version or default providers, resource bundles, a
 * superclass with annotations) gets no model and stays on reflection (a note says which).
 * Complexity: linear in the annotated members.
 */
@SupportedAnnotationTypes("picocli.CommandLine.Command")
public final class CommandModelProcessor extends AbstractProcessor {
    private static final String CL = "picocli.CommandLine";
    private static final List<String> MEMBER_ANNOTATIONS = List.of("Option", "Parameters", "Mixin", "Spec",
            "ParentCommand", "ArgGroup", "Unmatched");
    /** The annotation types whose values records are written. */
    private static final List<String> VALUE_TYPES = List.of("Command", "Option", "Parameters", "Mixin", "Spec",
            "ParentCommand");
    /** picocli's own mixin behind {@code mixinStandardHelpOptions = true}. */
    private static final String AUTO_HELP = CL + ".AutoHelpMixin";

    private final Set<String> written = new LinkedHashSet<>();
    /** The fields of the model being written that its {@code Access} class reads and writes: name, boxed type. */
    private List<String[]> accessors = new ArrayList<>();
    /** Command name by class, for the index: the commands with and without a model. */
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Set<String> modelled = new LinkedHashSet<>();
    private String modelPackage;
    private boolean indexWritten;

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement command = processingEnv.getElementUtils().getTypeElement(CL + ".Command");
        if (command == null) {
            return false;
        }
        for (Element e : round.getElementsAnnotatedWith(command)) {
            if (e.getKind() != ElementKind.CLASS) {
                continue;
            }
            TypeElement type = (TypeElement) e;
            if (modelPackage == null) {
                modelPackage = packageOf(type);
            }
            AnnotationMirror cmd = mirror(type, "Command");
            names.put(type.getQualifiedName().toString(), (String) value(cmd, "name"));
            String why = unsupported(type, true);
            if (why != null) {
                note(type, "no generated model for " + type.getSimpleName() + " (stays on reflection): " + why);
                continue;
            }
            if (generate(type, false)) {
                modelled.add(type.getQualifiedName().toString());
            }
        }
        if (modelPackage != null && !indexWritten) {
            indexWritten = true;
            writeSupport();
        }
        return false;
    }

    /** Why the class cannot get a model, or null. */
    private String unsupported(TypeElement type, boolean isCommand) {
        TypeMirror sup = type.getSuperclass();
        if (sup.getKind() == TypeKind.DECLARED) {
            TypeElement s = (TypeElement) ((DeclaredType) sup).asElement();
            if (!s.getQualifiedName().contentEquals("java.lang.Object")) {
                for (Element m : s.getEnclosedElements()) {
                    if (picocliAnnotation(m) != null) {
                        return "annotated members in a superclass";
                    }
                }
                if (mirror(s, "Command") != null) {
                    return "a superclass with @Command";
                }
            }
        }
        for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
            if (picocliAnnotation(m) != null || mirror(m, "Command") != null) {
                return "annotated method " + m.getSimpleName();
            }
        }
        AnnotationMirror cmd = mirror(type, "Command");
        if (cmd != null) {
            if (!((List<?>) explicit(cmd, "subcommands", List.of())).isEmpty()) {
                return "subcommands in @Command";
            }
            for (String a : List.of("versionProvider", "defaultValueProvider", "modelTransformer", "preprocessor",
                    "resourceBundle")) {
                if (explicit(cmd, a, null) != null) {
                    return "@Command(" + a + ")";
                }
            }
        }
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            String a = picocliAnnotation(f);
            if (a == null) {
                continue;
            }
            if (a.equals("ArgGroup") || a.equals("Unmatched")) {
                return "@" + a + " on " + f.getSimpleName();
            }
            if (a.equals("Mixin")) {
                TypeElement mixin = (TypeElement) processingEnv.getTypeUtils().asElement(f.asType());
                String why = unsupported(mixin, false);
                if (why != null) {
                    return "mixin " + mixin.getSimpleName() + ": " + why;
                }
            }
        }
        return null;
    }

    /**
     * Writes {@code XModel} for {@code type} (and its mixins); {@code foreign}: a class of
     * another library whose fields we cannot reach, bound to a holder class written beside.
     */
    private boolean generate(TypeElement type, boolean foreign) {
        String qualified = type.getQualifiedName().toString();
        if (!written.add(qualified)) {
            return true;
        }
        List<String[]> outer = accessors;
        accessors = new ArrayList<>();
        try {
            return generate(type, foreign, qualified);
        } finally {
            accessors = outer;
        }
    }

    private boolean generate(TypeElement type, boolean foreign, String qualified) {
        String pkg = foreign ? modelPackageFor(type) : packageOf(type);
        String simple = type.getSimpleName().toString();
        String model = simple + "Model";
        String owner = foreign ? simple + "Holder" : simple;
        AnnotationMirror cmd = mirror(type, "Command");
        StringBuilder body = new StringBuilder();
        StringBuilder mixee = new StringBuilder();
        body.append("        CommandSpec s = CommandSpec.wrapWithoutInspection(o, f);\n");
        if (cmd != null) {
            body.append("        s.updateCommandAttributes(").append(values(cmd)).append(", f);\n");
        }
        List<VariableElement> fields = new ArrayList<>();
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            String a = picocliAnnotation(field);
            if (a == null) {
                continue;
            }
            fields.add(field);
            AnnotationMirror am = mirror(field, a);
            String name = field.getSimpleName().toString();
            String member = member(type, field, am, foreign);
            switch (a) {
                case "Option" -> body.append("        s.add(OptionSpec.builder(").append(member)
                        .append(", f).initialValue(o.").append(name).append(").build());\n");
                case "Parameters" -> body.append("        s.add(PositionalParamSpec.builder(").append(member)
                        .append(", f).initialValue(o.").append(name).append(").build());\n");
                case "Spec" -> {
                    body.append("        s.addSpecElement(").append(member).append(");\n");
                    Object target = explicit(am, "value", null);
                    if (target != null && target.toString().equals("MIXEE")) {
                        mixee.append("        o.").append(name).append(" = mixee;\n");
                    } else {
                        body.append("        o.").append(name).append(" = s;\n");
                    }
                }
                case "ParentCommand" -> body.append("        s.addParentCommandElement(").append(member).append(");\n");
                case "Mixin" -> {
                    TypeElement mixin = (TypeElement) processingEnv.getTypeUtils().asElement(field.asType());
                    if (!generate(mixin, false)) {
                        return false;
                    }
                    String mixinName = (String) explicit(am, "name", "");
                    String mixinModel = mixin.getQualifiedName() + "Model";
                    body.append("        if (o.").append(name).append(" == null) {\n")
                            .append("            o.").append(name).append(" = ModelMember.create(f, ")
                            .append(erasure(field.asType())).append(".class);\n        }\n")
                            .append("        s.addMixin(").append(literal(mixinName.isEmpty() ? name : mixinName))
                            .append(", ").append(mixinModel).append(".spec(o.").append(name).append(", f), ")
                            .append(member).append(");\n")
                            .append("        ").append(mixinModel).append(".injectMixee(o.").append(name)
                            .append(", s);\n");
                }
                default -> throw new IllegalStateException(a);
            }
        }
        boolean help = cmd != null && Boolean.TRUE.equals(explicit(cmd, "mixinStandardHelpOptions", false));
        StringBuilder src = new StringBuilder();
        src.append("package ").append(pkg).append(";\n\n")
                .append("import picocli.CommandLine.IFactory;\n")
                .append("import picocli.CommandLine.Model.CommandSpec;\n")
                .append("import picocli.CommandLine.Model.OptionSpec;\n")
                .append("import picocli.CommandLine.Model.PositionalParamSpec;\n\n")
                .append("/** {@link ").append(foreign ? qualified.replace('$', '.') : simple)
                .append("}'s picocli model, written at compile time from its annotations by ")
                .append(CommandModelProcessor.class.getName()).append(": do not edit. */\n")
                .append("@javax.annotation.processing.Generated(\"").append(CommandModelProcessor.class.getName())
                .append("\")\n@SuppressWarnings({\"unchecked\", \"rawtypes\", \"cast\"})\n")
                .append("final class ").append(model).append(" {\n")
                .append("    /** Whether the command asks for picocli's standard help options. */\n")
                .append("    static final boolean STANDARD_HELP = ").append(help).append(";\n\n")
                .append("    private ").append(model).append("() {\n    }\n\n")
                .append("    /** The model without the standard help options, as picocli builds it before adding them. */\n")
                .append("    static CommandSpec members(").append(owner).append(" o, IFactory f) {\n")
                .append(body).append("        return s;\n    }\n\n")
                .append("    /** The model, as {@code CommandSpec.forAnnotatedObject(o, f)} builds it. */\n")
                .append("    static CommandSpec spec(").append(owner).append(" o, IFactory f) {\n")
                .append("        CommandSpec s = members(o, f);\n")
                .append(help ? "        ModelMember.standardHelp(s);\n" : "")
                .append("        return s;\n    }\n\n")
                .append("    /** Sets the {@code @Spec(MIXEE)} fields of this mixin to the command it is mixed into. */\n")
                .append("    static void injectMixee(").append(owner).append(" o, CommandSpec mixee) {\n")
                .append(mixee).append("    }\n");
        src.append("\n    /** Reads and writes one field: one class for all of them (lambdas would each link a call site at"
                + " run time). */\n")
                .append("    private static final class Access implements java.util.function.Supplier<Object>,"
                        + " java.util.function.Consumer<Object> {\n")
                .append("        private final ").append(owner).append(" o;\n        private final int field;\n\n")
                .append("        Access(").append(owner).append(" o, int field) {\n")
                .append("            this.o = o;\n            this.field = field;\n        }\n\n")
                .append("        @Override\n        public Object get() {\n            return switch (field) {\n");
        for (int k = 0; k < accessors.size(); k++) {
            src.append("                case ").append(k).append(" -> o.").append(accessors.get(k)[0]).append(";\n");
        }
        src.append("                default -> throw new IllegalStateException(\"no field \" + field);\n            };\n        }\n\n")
                .append("        @Override\n        public void accept(Object v) {\n            switch (field) {\n");
        for (int k = 0; k < accessors.size(); k++) {
            src.append("                case ").append(k).append(" -> o.").append(accessors.get(k)[0]).append(" = (")
                    .append(accessors.get(k)[1]).append(") v;\n");
        }
        src.append("                default -> throw new IllegalStateException(\"no field \" + field);\n            }\n        }\n    }\n");
        if (foreign) {
            src.append("\n    /** The fields of ").append(simple).append(", which picocli keeps private. */\n")
                    .append("    static final class ").append(owner).append(" {\n");
            for (VariableElement field : fields) {
                src.append("        ").append(field.asType()).append(' ').append(field.getSimpleName()).append(";\n");
            }
            src.append("    }\n");
        }
        src.append("}\n");
        write(pkg + "." + model, src.toString(), type);
        return true;
    }

    /** A {@code ModelMember} expression for one annotated field. */
    private String member(TypeElement type, VariableElement field, AnnotationMirror am, boolean foreign) {
        String name = field.getSimpleName().toString();
        TypeMirror t = field.asType();
        String erased = erasure(t);
        List<String> aux = new ArrayList<>();
        Object explicitTypes = explicit(am, "type", null);
        if (explicitTypes instanceof List<?> l && !l.isEmpty()) {
            for (Object o : l) {
                aux.add(erasure((TypeMirror) ((AnnotationValue) o).getValue()) + ".class");
            }
        } else if (t instanceof DeclaredType d) {
            for (TypeMirror arg : d.getTypeArguments()) {
                aux.add(erasure(arg) + ".class");
            }
        }
        String boxed = t.getKind().isPrimitive()
                ? processingEnv.getTypeUtils().boxedClass((javax.lang.model.type.PrimitiveType) t).getQualifiedName().toString()
                : erased;
        String toString = "field " + abbreviate(modifiers(field) + reflectName(t) + " "
                + processingEnv.getElementUtils().getBinaryName(type) + "." + name);
        int k = accessors.size();
        accessors.add(new String[] {name, boxed});
        return "new ModelMember(o, " + literal(name) + ", " + literal(toString) + ", " + erased + ".class, new Class<?>[] {"
                + String.join(", ", aux) + "}, " + values(am) + ", new Access(o, " + k + "), new Access(o, " + k + "))";
    }

    /** A record of the annotation's values, every member written (the explicit value or its default). */
    private String values(AnnotationMirror am) {
        TypeElement at = (TypeElement) am.getAnnotationType().asElement();
        StringJoiner args = new StringJoiner(", ", "new PicocliAnnotationValues." + at.getSimpleName() + "Values(", ")");
        Map<? extends ExecutableElement, ? extends AnnotationValue> all =
                processingEnv.getElementUtils().getElementValuesWithDefaults(am);
        for (ExecutableElement m : ElementFilter.methodsIn(at.getEnclosedElements())) {
            args.add(literal(all.get(m), m.getReturnType()));
        }
        return args.toString();
    }

    /** The records implementing picocli's annotation interfaces, and the index of commands. */
    private void writeSupport() {
        StringBuilder src = new StringBuilder();
        src.append("package ").append(modelPackage).append(";\n\n")
                .append("/** picocli's annotations as records: the values the generated models give picocli's builders."
                        + " Written by ").append(CommandModelProcessor.class.getName()).append(": do not edit. */\n")
                .append("@javax.annotation.processing.Generated(\"").append(CommandModelProcessor.class.getName())
                .append("\")\nfinal class PicocliAnnotationValues {\n")
                .append("    private static final java.util.Map<String, Class<?>> TYPES = new java.util.concurrent.ConcurrentHashMap<>();\n\n")
                .append("    private PicocliAnnotationValues() {\n    }\n\n")
                .append("    /** A class the generated code cannot name (picocli's private defaults), by its binary name. */\n")
                .append("    static Class<?> type(String name) {\n")
                .append("        Class<?> c = TYPES.get(name);\n")
                .append("        if (c == null) { // no computeIfAbsent: its lambda would link a call site at run time\n")
                .append("            try {\n")
                .append("                c = Class.forName(name, false, PicocliAnnotationValues.class.getClassLoader());\n")
                .append("            } catch (ClassNotFoundException e) {\n")
                .append("                throw new IllegalStateException(\"picocli has no \" + name, e);\n")
                .append("            }\n")
                .append("            TYPES.put(name, c);\n")
                .append("        }\n        return c;\n    }\n");
        for (String a : VALUE_TYPES) {
            TypeElement at = processingEnv.getElementUtils().getTypeElement(CL + "." + a);
            StringJoiner comps = new StringJoiner(", ");
            for (ExecutableElement m : ElementFilter.methodsIn(at.getEnclosedElements())) {
                comps.add(m.getReturnType() + " " + m.getSimpleName());
            }
            src.append("\n    /** {@code @").append(a).append("}'s values. */\n")
                    .append("    record ").append(a).append("Values(").append(comps).append(") implements ")
                    .append(CL).append('.').append(a).append(" {\n")
                    .append("        @Override\n        public Class<? extends java.lang.annotation.Annotation> annotationType() {\n")
                    .append("            return ").append(CL).append('.').append(a).append(".class;\n        }\n    }\n");
        }
        src.append("}\n");
        write(modelPackage + ".PicocliAnnotationValues", src.toString(), null);

        TypeElement autoHelp = processingEnv.getElementUtils().getTypeElement(AUTO_HELP);
        if (autoHelp == null || !generate(autoHelp, true)) {
            error(null, "cannot read " + AUTO_HELP + "'s annotations");
        }
        StringBuilder index = new StringBuilder();
        index.append("package ").append(modelPackage).append(";\n\n")
                .append("import picocli.CommandLine.IFactory;\nimport picocli.CommandLine.Model.CommandSpec;\n\n")
                .append("/** The commands' names and generated models. Written by ")
                .append(CommandModelProcessor.class.getName()).append(": do not edit. */\n")
                .append("@javax.annotation.processing.Generated(\"").append(CommandModelProcessor.class.getName())
                .append("\")\nfinal class CommandModels {\n    private CommandModels() {\n    }\n\n")
                .append("    /** The {@code @Command} name of {@code c}, or null when it is not one of these commands. */\n")
                .append("    static String name(Class<?> c) {\n");
        for (Map.Entry<String, String> e : names.entrySet()) {
            index.append("        if (c == ").append(e.getKey()).append(".class) {\n            return ")
                    .append(literal(e.getValue())).append(";\n        }\n");
        }
        index.append("        return null;\n    }\n\n")
                .append("    /** A new instance of command {@code c} and its generated model (without reflection), or null when"
                        + " {@code c} has none. */\n")
                .append("    static CommandSpec spec(Class<?> c, IFactory f) {\n");
        for (String c : modelled) {
            TypeElement t = processingEnv.getElementUtils().getTypeElement(c);
            boolean noArgs = ElementFilter.constructorsIn(t.getEnclosedElements()).stream()
                    .anyMatch(k -> k.getParameters().isEmpty() && !k.getModifiers().contains(Modifier.PRIVATE));
            if (noArgs) {
                index.append("        if (c == ").append(c).append(".class) {\n            return ").append(c)
                        .append("Model.spec(new ").append(c).append("(), f);\n        }\n");
            }
        }
        index.append("        return null;\n    }\n}\n");
        write(modelPackage + ".CommandModels", index.toString(), null);
    }

    private String modelPackageFor(TypeElement foreign) {
        return modelPackage;
    }

    /** The picocli member annotation on {@code e} (simple name), or null. */
    private String picocliAnnotation(Element e) {
        for (String a : MEMBER_ANNOTATIONS) {
            if (mirror(e, a) != null) {
                return a;
            }
        }
        return null;
    }

    private static AnnotationMirror mirror(Element e, String simple) {
        for (AnnotationMirror am : e.getAnnotationMirrors()) {
            TypeElement t = (TypeElement) am.getAnnotationType().asElement();
            if (t.getQualifiedName().contentEquals(CL + "." + simple)) {
                return am;
            }
        }
        return null;
    }

    /** The value written in the annotation for {@code name}, else {@code otherwise}. */
    private static Object explicit(AnnotationMirror am, String name, Object otherwise) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : am.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue().getValue();
            }
        }
        return otherwise;
    }

    private Object value(AnnotationMirror am, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : processingEnv.getElementUtils().getElementValuesWithDefaults(am).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue().getValue();
            }
        }
        return null;
    }

    /** A Java expression for an annotation value of the given type. */
    private String literal(AnnotationValue v, TypeMirror type) {
        Object o = v.getValue();
        if (type instanceof ArrayType array) {
            StringJoiner items = new StringJoiner(", ", "new " + erasure(array.getComponentType()) + "[] {", "}");
            for (Object item : (List<?>) o) {
                items.add(literal((AnnotationValue) item, array.getComponentType()));
            }
            return items.toString();
        }
        if (o instanceof String s) {
            return literal(s);
        }
        if (o instanceof TypeMirror t) {
            if (t instanceof DeclaredType d && !accessible((TypeElement) d.asElement())) {
                // picocli's defaults (NoVersionProvider, ...) are private classes: looked up by name once
                return "(Class) PicocliAnnotationValues.type(" + literal(
                        processingEnv.getElementUtils().getBinaryName((TypeElement) d.asElement()).toString()) + ")";
            }
            return erasure(t) + ".class";
        }
        if (o instanceof VariableElement constant) {
            return ((TypeElement) constant.getEnclosingElement()).getQualifiedName() + "." + constant.getSimpleName();
        }
        if (o instanceof AnnotationMirror) {
            throw new IllegalStateException("annotation-valued member not supported: " + v);
        }
        return processingEnv.getElementUtils().getConstantExpression(o);
    }

    /** Whether the generated code (in {@link #modelPackage}) can name the class. */
    private boolean accessible(TypeElement type) {
        for (Element e = type; e.getKind() != ElementKind.PACKAGE; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                return false;
            }
            if (!e.getModifiers().contains(Modifier.PUBLIC) && !packageOf((TypeElement) e).equals(modelPackage)) {
                return false;
            }
        }
        return true;
    }

    private String literal(String s) {
        return processingEnv.getElementUtils().getConstantExpression(s);
    }

    private String erasure(TypeMirror t) {
        TypeMirror e = processingEnv.getTypeUtils().erasure(t);
        if (e instanceof DeclaredType d) {
            return ((TypeElement) d.asElement()).getQualifiedName().toString();
        }
        if (e instanceof ArrayType a) {
            return erasure(a.getComponentType()) + "[]";
        }
        return e.toString();
    }

    /** The type as {@code java.lang.reflect.Type.getTypeName()} spells it (nested classes with '$'). */
    private String reflectName(TypeMirror t) {
        if (t instanceof DeclaredType d) {
            String raw = processingEnv.getElementUtils().getBinaryName((TypeElement) d.asElement()).toString();
            if (d.getTypeArguments().isEmpty()) {
                return raw;
            }
            StringJoiner args = new StringJoiner(", ", raw + "<", ">");
            for (TypeMirror a : d.getTypeArguments()) {
                args.add(reflectName(a));
            }
            return args.toString();
        }
        if (t instanceof ArrayType a) {
            return reflectName(a.getComponentType()) + "[]";
        }
        return t.toString();
    }

    /** The modifiers as {@code java.lang.reflect.Modifier.toString} orders them, then a space. */
    private static String modifiers(Element e) {
        StringBuilder b = new StringBuilder();
        for (Modifier m : List.of(Modifier.PUBLIC, Modifier.PROTECTED, Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL, Modifier.TRANSIENT, Modifier.VOLATILE)) {
            if (e.getModifiers().contains(m)) {
                b.append(m).append(' ');
            }
        }
        return b.toString();
    }

    /** As picocli's {@code TypedMember.abbreviate}. */
    private static String abbreviate(String text) {
        return text.replace("private ", "").replace("protected ", "").replace("public ", "").replace("java.lang.", "");
    }

    private static String packageOf(TypeElement type) {
        Element e = type;
        while (e.getKind() != ElementKind.PACKAGE) {
            e = e.getEnclosingElement();
        }
        return e.toString();
    }

    private void write(String name, String source, Element origin) {
        try (Writer w = (origin == null ? processingEnv.getFiler().createSourceFile(name)
                : processingEnv.getFiler().createSourceFile(name, origin)).openWriter()) {
            w.write(source);
        } catch (IOException e) {
            error(origin, "cannot write " + name + ": " + e.getMessage());
        }
    }

    private void note(Element e, String message) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE, message, e);
    }

    private void error(Element e, String message) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, e);
    }
}
