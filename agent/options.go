package agent

import (
	"context"
	"log/slog"
	"slices"
	"time"

	"github.com/kraitpy/krait/policy"
	"go.opentelemetry.io/otel/trace"
)

// Option configures a CodeAgent.
type Option func(*config)

// FinalAnswerCheck inspects a final answer before the run accepts it. A
// non-nil error rejects the answer; its message is shown to the model,
// which then keeps working.
type FinalAnswerCheck func(ctx context.Context, answer any, mem *Memory) error

// config is a CodeAgent's settings.
type config struct {
	tools            []Tool
	managed          []ManagedAgent
	maxSteps         int
	planningInterval int
	imports          []string
	instructions     string
	tags             CodeTags
	checks           []FinalAnswerCheck
	callbacks        []func(Step)
	logger           *slog.Logger
	onDelta          func(string)
	maxObservation   int
	variables        map[string]any
	now              func() time.Time
	rewrite          func(code string) string
	limits           policy.Limits
	outputSchema     *OutputSchema
	compaction       *Compaction
	systemTemplate   string
	approve          Approver
	tracer           trace.Tracer
}

// defaultConfig holds the settings a CodeAgent starts from.
func defaultConfig() config {
	return config{
		maxSteps:       20,
		tags:           XMLCodeTags(),
		logger:         slog.New(slog.DiscardHandler),
		maxObservation: 20_000,
		imports:        policy.DefaultImports(),
		now:            time.Now,
		rewrite:        RewriteFinalAnswer,
	}
}

// WithTools adds tools the code can call.
func WithTools(tools ...Tool) Option {
	return func(c *config) { c.tools = append(c.tools, tools...) }
}

// WithManagedAgents adds sub-agents the code can call as name(task).
func WithManagedAgents(agents ...ManagedAgent) Option {
	return func(c *config) { c.managed = append(c.managed, agents...) }
}

// WithMaxSteps sets how many action steps a run may take (default 20).
func WithMaxSteps(n int) Option { return func(c *config) { c.maxSteps = n } }

// WithPlanningInterval makes the model plan before step 1 and update the
// plan every n steps; 0 (the default) turns planning off.
func WithPlanningInterval(n int) Option { return func(c *config) { c.planningInterval = n } }

// WithAuthorizedImports lets the code import modules beyond the default
// ones (policy.DefaultImports); "*" allows any module the executor has.
func WithAuthorizedImports(modules ...string) Option {
	return func(c *config) {
		for _, m := range modules {
			if !slices.Contains(c.imports, m) {
				c.imports = append(c.imports, m)
			}
		}
	}
}

// WithInstructions adds text to the end of the system prompt.
func WithInstructions(text string) Option { return func(c *config) { c.instructions = text } }

// WithCodeTags chooses how the model must mark code (default XMLCodeTags()).
func WithCodeTags(tags CodeTags) Option { return func(c *config) { c.tags = tags } }

// WithFinalAnswerChecks adds checks every final answer must pass.
func WithFinalAnswerChecks(checks ...FinalAnswerCheck) Option {
	return func(c *config) { c.checks = append(c.checks, checks...) }
}

// WithStepCallback calls fn after every step (planning, action and the
// forced final answer), in the run's goroutine.
func WithStepCallback(fn func(Step)) Option {
	return func(c *config) { c.callbacks = append(c.callbacks, fn) }
}

// WithLogger sends one structured record per step to l. Without it the
// agent logs nothing.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithStream streams the model's replies: when the model is a
// StreamingModel, fn receives each piece of text as it arrives.
func WithStream(fn func(text string)) Option { return func(c *config) { c.onDelta = fn } }

// WithMaxObservationChars sets where observations are cut, keeping head and
// tail (default 20,000 characters).
func WithMaxObservationChars(n int) Option { return func(c *config) { c.maxObservation = n } }

// WithExecutorLimits sets the resource limits of each code step (operation
// budget, time, memory, recursion, output, ...): a zero field keeps the
// executor's default. Limits.MaxOutputChars defaults to the observation
// limit (WithMaxObservationChars), so that printed output is cut once.
func WithExecutorLimits(l policy.Limits) Option { return func(c *config) { c.limits = l } }

// WithOutputSchema makes the final answer satisfy a JSON Schema: the
// system prompt shows the schema, an answer that does not match it is
// refused with the reason sent back to the model (which keeps working),
// and the plain-text answer asked for at the step limit is requested as
// JSON matching the schema (structured outputs, for servers that have
// them) and parsed.
func WithOutputSchema(s *OutputSchema) Option { return func(c *config) { c.outputSchema = s } }

// Compaction configures memory compaction (see WithCompaction).
type Compaction struct {
	// MaxChars is the size, in characters of message text, above which
	// the conversation is compacted before the next step.
	MaxChars int
	// KeepSteps is how many of the latest action steps stay verbatim
	// (default 2).
	KeepSteps int
	// Model writes the summary; nil means the agent's own model (a
	// cheaper one often does).
	Model Model
}

// WithCompaction keeps the conversation within a size: when it grows past
// c.MaxChars, the older steps are replaced, in what the model is sent, by
// a summary the model (or c.Model) writes. The memory keeps every step in
// full (Memory.FullMessages), plus the summary as a SummaryStep.
func WithCompaction(c Compaction) Option {
	return func(cfg *config) {
		if c.KeepSteps <= 0 {
			c.KeepSteps = 2
		}
		cfg.compaction = &c
	}
}

// WithSystemPromptTemplate replaces the system prompt with a Go
// text/template. It is executed with these fields:
//
//	.Open, .Close     the code tags, e.g. <code> and </code>
//	.Tools            []string: each tool (final_answer included) as a
//	                  Python stub with its docstring
//	.ManagedAgents    []string: each managed agent as a Python stub
//	.Imports          the modules the code may import, comma-separated
//	.AnyImport        true when any module may be imported ("*")
//	.Instructions     the text given to WithInstructions
//	.OutputSchema     the output schema as JSON, or ""
//
// A field that does not exist is an error from New.
func WithSystemPromptTemplate(text string) Option {
	return func(c *config) { c.systemTemplate = text }
}

// WithVariables defines Python variables at the start of every run.
func WithVariables(vars map[string]any) Option { return func(c *config) { c.variables = vars } }

// WithCodeRewrite replaces the rewrite applied to every snippet before it
// runs (default RewriteFinalAnswer, a token-level fix of code that assigns
// to final_answer); use it to plug in an AST-based rewrite, or pass
// func(s string) string { return s } to run code exactly as written.
func WithCodeRewrite(fn func(code string) string) Option {
	return func(c *config) {
		if fn != nil {
			c.rewrite = fn
		}
	}
}

// WithClock replaces time.Now, for reproducible transcripts in tests.
func WithClock(now func() time.Time) Option { return func(c *config) { c.now = now } }
