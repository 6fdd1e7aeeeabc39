package org.sprague.cli;

import java.lang.annotation.Annotation;
import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.InitializationException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IAnnotatedElement;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.IScope;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * One annotated field of a command, as the models that {@code sprague-cli-model}'s processor
 * writes at compile time hand it to picocli: picocli's {@code IAnnotatedElement} (the interface
 * it offers annotation processors), with the annotation's values as a record and the field
 * read and written by the model's generated {@code Access} class, in place of picocli's
 * reflective {@code TypedMember}. What picocli reads
 * from it is what {@code TypedMember} gives for the same field; {@code GeneratedModelTest}
 * compares the models built both ways.
 */
final class ModelMember implements IAnnotatedElement, IGetter, ISetter {
    /** The key under which picocli keeps the standard help options' mixin ({@code AutoHelpMixin.KEY}). */
    static final String STANDARD_HELP_KEY = "mixinStandardHelpOptions";

    private final Object owner;
    private final String name;
    private final String toString;
    private final ITypeInfo typeInfo;
    private final Annotation annotation;
    private final Supplier<Object> get;
    private final Consumer<Object> set;

    /**
     * {@code owner}'s field {@code name} of the given type ({@code auxiliary}: the annotation's
     * {@code type}, else the type arguments), carrying {@code annotation}'s values.
     */
    ModelMember(Object owner, String name, String toString, Class<?> type, Class<?>[] auxiliary, Annotation annotation,
            Supplier<Object> get, Consumer<Object> set) {
        this.owner = owner;
        this.name = name;
        this.toString = toString;
        this.annotation = annotation;
        this.get = get;
        this.set = set;
        // picocli's own type information (its RuntimeTypeInfo is not public): what TypedMember
        // makes of the field's class and type arguments
        this.typeInfo = OptionSpec.builder("-t").type(type).auxiliaryTypes(auxiliary).build().typeInfo();
    }

    /** A new instance of a mixin's class, as picocli makes one for a {@code @Mixin} field left null. */
    static <T> T create(IFactory factory, Class<T> type) {
        try {
            return factory.create(type);
        } catch (Exception e) {
            throw new InitializationException("Could not create mixin " + type.getName() + ": " + e, e);
        }
    }

    /**
     * What {@code CommandSpec.mixinStandardHelpOptions(true)} does to a command being built, with
     * picocli's {@code AutoHelpMixin} model generated instead of read by reflection: the
     * {@code -h}/{@code -V} options, unless the command has options of those names.
     */
    static void standardHelp(CommandSpec spec) {
        CommandSpec mixin = AutoHelpMixinModel.spec(new AutoHelpMixinModel.AutoHelpMixinHolder(),
                CommandLine.defaultFactory());
        for (String key : mixin.optionsMap().keySet()) {
            if (spec.optionsMap().containsKey(key)) {
                return;
            }
        }
        spec.addMixin(STANDARD_HELP_KEY, mixin);
    }

    @Override
    public Object userObject() {
        return toString;
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return annotationClass.isInstance(annotation);
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return annotationClass.isInstance(annotation) ? annotationClass.cast(annotation) : null;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public String getMixinName() {
        String named = ((Mixin) annotation).name();
        return named.isEmpty() ? name : named;
    }

    @Override
    public boolean isArgSpec() {
        return isOption() || isParameter();
    }

    @Override
    public boolean isOption() {
        return annotation instanceof Option;
    }

    @Override
    public boolean isParameter() {
        return annotation instanceof Parameters;
    }

    @Override
    public boolean isArgGroup() {
        return false;
    }

    @Override
    public boolean isMixin() {
        return annotation instanceof Mixin;
    }

    @Override
    public boolean isUnmatched() {
        return false;
    }

    @Override
    public boolean isSpec() {
        return annotation instanceof CommandLine.Spec;
    }

    @Override
    public boolean isParentCommand() {
        return annotation instanceof CommandLine.ParentCommand;
    }

    @Override
    public boolean isMultiValue() {
        return typeInfo.isMultiValue();
    }

    @Override
    public boolean isInteractive() {
        return annotation instanceof Option o ? o.interactive() : annotation instanceof Parameters p && p.interactive();
    }

    @Override
    public boolean hasInitialValue() {
        return true;
    }

    @Override
    public boolean isMethodParameter() {
        return false;
    }

    @Override
    public int getMethodParamPosition() {
        return -1;
    }

    /** The object holding the field, as picocli's {@code ObjectScope} gives it. */
    @Override
    public IScope scope() {
        return new IScope() {
            @Override
            @SuppressWarnings("unchecked")
            public <T> T get() {
                return (T) owner;
            }

            @Override
            public <T> T set(T value) {
                throw new UnsupportedOperationException("the scope of a generated model's field is fixed");
            }
        };
    }

    @Override
    public IGetter getter() {
        return this;
    }

    @Override
    public ISetter setter() {
        return this;
    }

    @Override
    public ITypeInfo getTypeInfo() {
        return typeInfo;
    }

    @Override
    public String getToString() {
        return isMixin() ? toString.replaceFirst("^field ", "mixin from member ") : toString;
    }

    @Override
    public String toString() {
        return toString;
    }

    /** The field's value. */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T get() {
        return (T) get.get();
    }

    /** Sets the field, returning its previous value (as picocli's field binding does). */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T set(T value) {
        T previous = (T) get.get();
        set.accept(value);
        return previous;
    }
}
