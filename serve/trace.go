package serve

import (
	"context"
	"net/http"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// tracing: a span per session ("krait.session", from create_session to
// its deletion, expiry or loss), per run ("krait.run": a child of the
// run request's W3C traceparent when it has one, else of the session's
// span) and per tool call ("krait.tool_call", from the tool_call event to
// the client's result). Config.TracerProvider records them; without one
// nothing is recorded.

// traceContext is the W3C trace context propagator: traceparent and
// tracestate headers (HTTP) or request fields (stdio).
var traceContext = propagation.TraceContext{}

func (s *Server) initTracer() {
	tp := s.cfg.TracerProvider
	if tp == nil {
		tp = noop.NewTracerProvider()
	}
	s.tracer = tp.Tracer("github.com/kraitpy/krait/serve")
}

// withRemoteParent returns ctx with the trace context of an incoming
// HTTP request.
func withRemoteParent(r *http.Request) *http.Request {
	if r.Header.Get("traceparent") == "" {
		return r
	}
	return r.WithContext(traceContext.Extract(r.Context(), propagation.HeaderCarrier(r.Header)))
}

// withTraceFields returns ctx with the trace context of a stdio request's
// traceparent and tracestate fields.
func withTraceFields(ctx context.Context, traceparent, tracestate string) context.Context {
	if traceparent == "" {
		return ctx
	}
	return traceContext.Extract(ctx, propagation.MapCarrier{"traceparent": traceparent, "tracestate": tracestate})
}

// injectTrace adds ctx's trace context to a worker request's fields.
func injectTrace(ctx context.Context, fields map[string]any) {
	carrier := propagation.MapCarrier{}
	traceContext.Inject(ctx, carrier)
	for k, v := range carrier {
		fields[k] = v
	}
}

// startRunSpan starts a run's span: a child of ctx's span when the
// request brought one, else of the session's.
func (sess *session) startRunSpan(ctx context.Context, run string) (context.Context, trace.Span) {
	if !trace.SpanContextFromContext(ctx).IsValid() && sess.span != nil {
		ctx = trace.ContextWithSpan(ctx, sess.span)
	}
	return sess.srv.tracer.Start(ctx, "krait.run", trace.WithAttributes(
		attribute.String("krait.session", sess.id), attribute.String("krait.run", run)))
}

// endRunSpan records a run's outcome on its span and ends it.
func endRunSpan(span trace.Span, ev *ResultEvent) {
	span.SetAttributes(attribute.Int64("krait.ops", ev.Ops), attribute.Float64("krait.duration", ev.Duration),
		attribute.Float64("krait.host_wait", ev.HostWait), attribute.Int("krait.exit_code", ev.ExitCode))
	if ev.Error != nil {
		span.SetAttributes(attribute.String("krait.error.type", ev.Error.Type))
		span.SetStatus(codes.Error, ev.Error.Type+": "+ev.Error.Message)
	}
	span.End()
}

// traceID returns the trace id of ctx's span for logs, or "".
func traceID(ctx context.Context) string {
	if sc := trace.SpanContextFromContext(ctx); sc.HasTraceID() {
		return sc.TraceID().String()
	}
	return ""
}

// startToolSpan starts the span of a tool call of the run.
func (sess *session) startToolSpan(ar *activeRun, call int, tool string) trace.Span {
	_, span := sess.srv.tracer.Start(ar.ctx, "krait.tool_call", trace.WithAttributes(
		attribute.String("krait.tool", tool), attribute.Int("krait.call", call)))
	return span
}

// endToolSpan ends a tool call's span with the client's answer.
func endToolSpan(span trace.Span, res ToolResult) {
	if res.Error != nil {
		span.SetAttributes(attribute.String("krait.tool_call.outcome", "error"))
		span.SetStatus(codes.Error, res.Error.Error())
	} else {
		span.SetAttributes(attribute.String("krait.tool_call.outcome", "value"))
	}
	span.End()
}
