package agent

import (
	"context"
	"errors"
	"log/slog"
)

// logStep writes the structured record of one step.
func (a *CodeAgent) logStep(ctx context.Context, s Step) {
	level := slog.LevelInfo
	if s.Err != nil {
		level = slog.LevelWarn
	}
	a.cfg.logger.LogAttrs(ctx, level, "agent step",
		slog.Int("step", s.Number),
		slog.String("kind", string(s.Kind)),
		slog.Int64("duration_ms", s.Duration.Milliseconds()),
		slog.Int("input_tokens", s.Usage.InputTokens),
		slog.Int("output_tokens", s.Usage.OutputTokens),
		slog.Int("code_bytes", len(s.Code)),
		slog.Int("observation_bytes", len(s.Observation)),
		slog.Bool("final_answer", s.IsFinalAnswer),
		slog.Int("abandoned_tools", len(s.AbandonedTools)),
		slog.String("error.type", s.ErrorType))
}

// levelFor is the level of the end-of-run record.
func levelFor(err error) slog.Level {
	if err != nil {
		return slog.LevelError
	}
	return slog.LevelInfo
}

// runErrorType names how a run ended, for the end-of-run record.
func runErrorType(err error) string {
	var ge *GenerationError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, ErrMaxSteps):
		return "AgentMaxStepsError"
	case errors.As(err, &ge):
		return "AgentGenerationError"
	case errors.Is(err, context.Canceled):
		return "Canceled"
	case errors.Is(err, context.DeadlineExceeded):
		return "DeadlineExceeded"
	}
	return errorType(err)
}
