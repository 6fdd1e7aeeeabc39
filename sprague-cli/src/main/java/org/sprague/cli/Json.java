package org.sprague.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.BaseSettings;
import com.fasterxml.jackson.databind.cfg.ConfigOverrides;
import com.fasterxml.jackson.databind.cfg.DatatypeFeatures;
import com.fasterxml.jackson.databind.cfg.DefaultCacheProvider;
import com.fasterxml.jackson.databind.introspect.BasicClassIntrospector;
import com.fasterxml.jackson.databind.introspect.DefaultAccessorNamingStrategy;
import com.fasterxml.jackson.databind.introspect.JacksonAnnotationIntrospector;
import com.fasterxml.jackson.databind.introspect.SimpleMixInResolver;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.StdSubtypeResolver;
import com.fasterxml.jackson.databind.ser.BeanSerializerFactory;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.type.TypeFactory;
import com.fasterxml.jackson.databind.util.RootNameLookup;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * The one JSON writer of the command line: the library's result records, as they are, with the
 * web's shapes ({@link org.sprague.web.JsonShapes}): one record, one JSON in both front ends.
 *
 * <p>Jackson's own serializers write them, set up as {@code ObjectMapper}'s constructor sets them up
 * (its default {@code BaseSettings}, {@code SerializationConfig} with {@code INDENT_OUTPUT}, the bean
 * serializer factory) but without the class {@code ObjectMapper}: its static initialiser makes
 * Jackson's default date format ({@code StdDateFormat}: a {@code SimpleDateFormat} and a
 * {@code GregorianCalendar}, whose first use reads the CLDR locale provider's tables) that no answer
 * here uses (start17 timed 50-80 ms of initialisers, {@code BigDecimal}'s through {@code valueToTree}
 * included). Measured through the launcher: {@code solve nim 3 --json} 0.53 -> 0.34 s CPU, {@code value
 * --json} 0.56 -> 0.36 (docs/performance-log.md, "start18"). So the settings carry no date format: a
 * {@code java.util.Date} written as text would fail here; no answer holds one (dates would be
 * written as numbers by default anyway). {@code JsonWriterTest} checks this writer against an
 * {@code ObjectMapper} with the same shapes.
 */
final class Json {
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final SerializationConfig CONFIG = config();
    /** The blueprint whose serializer cache every write shares (as an ObjectMapper's does). */
    private static final DefaultSerializerProvider PROVIDER = new DefaultSerializerProvider.Impl();

    private Json() {
    }

    /** ObjectMapper's default settings and the web's shapes, pretty-printed, without a date format. */
    private static SerializationConfig config() {
        BaseSettings base = new BaseSettings(new BasicClassIntrospector(), new JacksonAnnotationIntrospector(),
                null, null, TypeFactory.defaultInstance(), null, null, null, Locale.getDefault(), null,
                com.fasterxml.jackson.core.Base64Variants.getDefaultVariant(), LaissezFaireSubTypeValidator.instance,
                new DefaultAccessorNamingStrategy.Provider(), DefaultCacheProvider.defaultInstance());
        SimpleMixInResolver mixIns = new SimpleMixInResolver(null);
        org.sprague.web.JsonShapes.mixIns().forEach(mixIns::addLocalDefinition);
        return new SerializationConfig(base, new StdSubtypeResolver(), mixIns, new RootNameLookup(),
                new ConfigOverrides(), DatatypeFeatures.defaultFeatures()).with(SerializationFeature.INDENT_OUTPUT);
    }

    static String write(Object value) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            CONFIG.initialize(g); // the pretty printer, as ObjectMapper.writeValueAsString sets it
            PROVIDER.createInstance(CONFIG, BeanSerializerFactory.instance).serializeValue(g, value);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write JSON for " + value.getClass(), e);
        }
        return out.toString();
    }
}
