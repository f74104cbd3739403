package main

import (
	"context"
	"os"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.26.0"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// tracerProvider returns the OpenTelemetry tracer provider of `krait
// serve` and `krait agent`: spans exported over OTLP/HTTP, configured by
// the standard environment variables (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS,
// OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, ...)
// when an endpoint is set and OTEL_TRACES_EXPORTER is not "none"; a no-op
// otherwise. shutdown flushes the spans.
func tracerProvider(ctx context.Context, service string) (tp trace.TracerProvider, shutdown func(), err error) {
	endpoint := os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") + os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT")
	if endpoint == "" || os.Getenv("OTEL_TRACES_EXPORTER") == "none" {
		return noop.NewTracerProvider(), func() {}, nil
	}
	exp, err := otlptracehttp.New(ctx)
	if err != nil {
		return nil, nil, err
	}
	res, err := resource.New(ctx, resource.WithFromEnv(), resource.WithTelemetrySDK(),
		resource.WithAttributes(semconv.ServiceName(service)))
	if err != nil {
		return nil, nil, err
	}
	if os.Getenv("OTEL_SERVICE_NAME") != "" {
		// The environment's name wins over ours.
		if r, merr := resource.Merge(res, resource.Environment()); merr == nil {
			res = r
		}
	}
	sdk := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	return sdk, func() { sdk.Shutdown(context.Background()) }, nil
}
