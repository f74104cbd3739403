package agent

import (
	"context"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// WithTracerProvider makes the agent record OpenTelemetry spans: one per
// run ("agent.run", with the steps and token counts), one per step
// ("agent.step"), per model call ("agent.model_call", with the call's
// gen_ai.usage.input_tokens and gen_ai.usage.output_tokens) and per code
// execution ("agent.execute"), each a child of the one before, under the
// span of the context Run is given. The execution's context carries its
// span, so a remote executor's requests carry it on (W3C traceparent).
// Without it the agent records nothing.
func WithTracerProvider(tp trace.TracerProvider) Option {
	return func(c *config) {
		if tp != nil {
			c.tracer = tp.Tracer("github.com/kraitpy/krait/agent")
		}
	}
}

// noTracer records nothing.
var noTracer = noop.NewTracerProvider().Tracer("")

// tracer returns the agent's tracer.
func (a *CodeAgent) tracer() trace.Tracer {
	if a.cfg.tracer == nil {
		return noTracer
	}
	return a.cfg.tracer
}

// endSpan ends a span, marking it failed when err is not nil.
func endSpan(span trace.Span, err error) {
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, err.Error())
	}
	span.End()
}

// tokenAttrs are a token usage as span attributes (OpenTelemetry's
// gen_ai semantic conventions).
func tokenAttrs(u TokenUsage) []attribute.KeyValue {
	return []attribute.KeyValue{
		attribute.Int("gen_ai.usage.input_tokens", u.InputTokens),
		attribute.Int("gen_ai.usage.output_tokens", u.OutputTokens),
	}
}

// executeTraced runs code under an "agent.execute" span.
func (a *CodeAgent) executeTraced(ctx context.Context, exec Executor, step int, code string) (ExecResult, error) {
	ctx, span := a.tracer().Start(ctx, "agent.execute", trace.WithAttributes(
		attribute.Int("agent.step", step), attribute.Int("agent.code_bytes", len(code))))
	out, err := runProtected(ctx, exec, code)
	span.SetAttributes(attribute.Bool("agent.final_answer", out.IsFinalAnswer))
	endSpan(span, err)
	return out, err
}

// startSpan starts a span of the agent's (step 0: not about one step).
func (a *CodeAgent) startSpan(ctx context.Context, name string, step int) (context.Context, trace.Span) {
	if step == 0 {
		return a.tracer().Start(ctx, name)
	}
	return a.tracer().Start(ctx, name, trace.WithAttributes(attribute.Int("agent.step", step)))
}

// endRunSpan ends the run's span with its steps and token counts.
func endRunSpan(span trace.Span, res *Result, err error) {
	span.SetAttributes(attribute.Int("agent.steps", len(res.Steps)))
	span.SetAttributes(tokenAttrs(res.Usage)...)
	endSpan(span, err)
}

// endModelSpan ends a model call's span with its token counts.
func endModelSpan(span trace.Span, u TokenUsage, err error) {
	span.SetAttributes(tokenAttrs(u)...)
	endSpan(span, err)
}
