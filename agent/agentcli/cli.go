// Package agentcli implements the `krait agent` command: flags, model
// set-up, the step view on standard error and the exit codes. It lives
// outside package main so that it can be tested with a fake executor and
// a fake server while the interpreter is being built.
package agentcli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/openaimodel"
	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/policy"
)

// Exit codes of `krait agent`, part of krait's exit-code contract.
const (
	ExitOK          = 0
	ExitError       = 1
	ExitUsage       = 2
	ExitLimit       = 4
	ExitMaxSteps    = 5
	ExitModelError  = 6
	ExitInterrupted = 130
)

// ErrNoExecutor is the usage error reported when the build has no
// executor to run the agent's code.
var ErrNoExecutor = errors.New("krait agent needs the krait executor, which is not available in this build")

// Env is what the command takes from its surroundings.
type Env struct {
	// Getenv reads environment variables (os.Getenv in the real command).
	Getenv func(string) string
	// Color turns on ANSI colours in the step view.
	Color bool
	// NewExecutor builds the executor that runs the code; nil means none
	// is available and the command fails with ErrNoExecutor.
	NewExecutor agent.NewExecutorFunc
	// RemoteExecutor, when not nil, makes executors that run the code on
	// a krait service at url (--executor URL); nil means this build cannot.
	RemoteExecutor func(url string) (agent.NewExecutorFunc, error)
}

// ErrNoRemoteExecutor is the usage error for --executor in a build without
// a remote executor.
var ErrNoRemoteExecutor = errors.New("--executor needs the remote krait executor, which is not available in this build")

// Usage is the command's help text.
const Usage = `usage: krait agent [flags] TASK

Runs a code agent on TASK ("-" reads the task from standard input).
The final answer is printed on standard output; steps and logs go to
standard error.

flags:
  --model NAME            model name (default $KRAIT_MODEL)
  --base-url URL          OpenAI-compatible API root (default $OPENAI_BASE_URL)
  --api-key KEY           API key (default $OPENAI_API_KEY)
  --temperature T         sampling temperature (default: the server's)
  --max-tokens N          cap on each reply's length
  --no-stop               do not send stop sequences (cut replies locally)
  --max-steps N           steps before the agent must answer (default 20)
  --executor URL          run the code on a krait service at URL (krait serve)
                          instead of in this process; $KRAIT_TOKEN is its
                          bearer token
  --allow-import MOD      let the code import MOD (repeatable, or a,b,c; "*" for all)
  --planning-interval N   plan first and again every N steps
  --timeout D             stop the whole run after D (e.g. 90s, 5m)
  --prompt-template FILE  replace the system prompt with this Go text/template
                          (fields: .Open .Close .Tools .ManagedAgents .Imports
                          .AnyImport .Instructions .OutputSchema)
  --output-schema FILE    the final answer must match this JSON Schema; it is
                          printed as JSON
  --structured-outputs M  how to ask the server for JSON: json_schema (default),
                          json_object or off
  --compact-after N       when the conversation passes N characters, older
                          steps are replaced by a summary the model writes
  --compact-keep N        latest steps kept in full when compacting (default 2)
  --summary-model NAME    model that writes the summaries (default --model)
  --save-memory FILE      write the run (memory, answer, usage) to FILE as JSON
  --resume FILE           continue the run saved in FILE; TASK, if given, is a
                          new task, else the saved task goes on
  --max-ops N             operation budget of each code step (default 10000000)
  --step-timeout D        time limit of each code step (default 30s)
  --max-memory SIZE       memory limit of each code step (default 256MiB)
  --max-recursion N       Python call depth limit (default 1000)
  --max-output-chars N    where printed output and values are cut for the
                          model, head and tail kept (default 20000)
  --max-data-depth N      nesting of data walked by repr, ==, copy, json
                          (default 1000)
  --max-while N           iterations of one while loop; 0 = no cap
                          (default 1000000)
  --max-source SIZE       size of one code step's source (default 1MiB)
  --retries N             retries of a failed model request (default 3; 0: none)
  --request-timeout D     give up on one model request after D (default 5m;
                          streaming: D without a new piece)
  --approve               ask on the terminal before each code step runs and
                          before each tool call: approve, edit or reject
  --verbose               show each step's reasoning, code and observation
  --stream                show the model's replies as they are written
  --json-log              write log records as JSON lines (with --stream, the
                          replies' pieces are records too)

exit status: 0 answer, 2 usage error, 4 --timeout reached, 5 no answer
within --max-steps, 6 model or API error.
`

// options are the parsed flags.
type options struct {
	model, baseURL, apiKey string
	temperature            *float64
	maxTokens              int
	noStop                 bool
	maxSteps               int
	imports                []string
	planningInterval       int
	timeout                time.Duration
	retries                int
	limits                 policy.Limits
	maxOutput              int
	requestTimeout         time.Duration
	verbose, stream        bool
	jsonLog                bool
	task                   string
	saveMemory, resume     string
	outputSchema           string
	promptTemplate         string
	executorURL            string
	approve                bool
	compactAfter           int
	compactKeep            int
	summaryModel           string
	structuredOutputs      string
}

// usageError reports a usage problem the way every krait command does.
func usageError(stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "UsageError: "+format+"\n", args...)
	return ExitUsage
}

// parse reads the flags and the task.
func parse(args []string, env Env, stdin io.Reader, stdout, stderr io.Writer) (options, int, bool) {
	var o options
	fs := flag.NewFlagSet("krait agent", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&o.model, "model", "", "")
	fs.StringVar(&o.baseURL, "base-url", "", "")
	fs.StringVar(&o.apiKey, "api-key", "", "")
	fs.Func("temperature", "", func(s string) error {
		t, err := strconv.ParseFloat(s, 64)
		if err != nil || t < 0 {
			return fmt.Errorf("not a temperature: %q", s)
		}
		o.temperature = &t
		return nil
	})
	fs.IntVar(&o.maxTokens, "max-tokens", 0, "")
	fs.BoolVar(&o.noStop, "no-stop", false, "")
	fs.IntVar(&o.maxSteps, "max-steps", 20, "")
	fs.Func("allow-import", "", func(s string) error {
		for _, m := range strings.Split(s, ",") {
			if m = strings.TrimSpace(m); m != "" {
				o.imports = append(o.imports, m)
			}
		}
		return nil
	})
	fs.IntVar(&o.planningInterval, "planning-interval", 0, "")
	fs.DurationVar(&o.timeout, "timeout", 0, "")
	fs.Int64Var(&o.limits.MaxOps, "max-ops", 0, "")
	fs.DurationVar(&o.limits.MaxDuration, "step-timeout", 0, "")
	fs.Func("max-memory", "", func(s string) (err error) {
		o.limits.MaxMemoryBytes, err = policy.ParseSize(s)
		return err
	})
	fs.IntVar(&o.limits.MaxRecursion, "max-recursion", 0, "")
	fs.IntVar(&o.maxOutput, "max-output-chars", 0, "")
	fs.IntVar(&o.limits.MaxDataDepth, "max-data-depth", 0, "")
	fs.Func("max-while", "", func(s string) error {
		n, err := strconv.ParseInt(s, 10, 64)
		switch {
		case err != nil || n < 0:
			return fmt.Errorf("%q is not a whole number of iterations (0 = no cap)", s)
		case n == 0:
			// Zero fields keep the default: no cap is a cap no loop
			// reaches within the operation budget.
			n = math.MaxInt64
		}
		o.limits.MaxWhileIterations = n
		return nil
	})
	fs.Func("max-source", "", func(s string) error {
		n, err := policy.ParseSize(s)
		if err == nil && int64(int(n)) != n {
			err = fmt.Errorf("%s is too large", s)
		}
		o.limits.MaxSourceBytes = int(n)
		return err
	})
	fs.IntVar(&o.retries, "retries", 3, "")
	fs.DurationVar(&o.requestTimeout, "request-timeout", openaimodel.DefaultRequestTimeout, "")
	fs.BoolVar(&o.verbose, "verbose", false, "")
	fs.BoolVar(&o.stream, "stream", false, "")
	fs.BoolVar(&o.jsonLog, "json-log", false, "")
	fs.StringVar(&o.saveMemory, "save-memory", "", "")
	fs.StringVar(&o.resume, "resume", "", "")
	fs.StringVar(&o.outputSchema, "output-schema", "", "")
	fs.StringVar(&o.promptTemplate, "prompt-template", "", "")
	fs.StringVar(&o.executorURL, "executor", "", "")
	fs.BoolVar(&o.approve, "approve", false, "")
	fs.IntVar(&o.compactAfter, "compact-after", 0, "")
	fs.IntVar(&o.compactKeep, "compact-keep", 2, "")
	fs.StringVar(&o.summaryModel, "summary-model", "", "")
	fs.StringVar(&o.structuredOutputs, "structured-outputs", "", "")
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, Usage)
			return o, ExitOK, false
		}
		fmt.Fprint(stderr, Usage)
		return o, usageError(stderr, "%v", err), false
	}
	switch {
	case o.maxSteps < 1:
		return o, usageError(stderr, "--max-steps must be at least 1"), false
	case o.planningInterval < 0:
		return o, usageError(stderr, "--planning-interval must not be negative"), false
	case o.timeout < 0:
		return o, usageError(stderr, "--timeout must not be negative"), false
	case o.maxTokens < 0:
		return o, usageError(stderr, "--max-tokens must not be negative"), false
	case o.limits.MaxOps < 0, o.limits.MaxDuration < 0, o.limits.MaxRecursion < 0, o.maxOutput < 0, o.limits.MaxDataDepth < 0:
		return o, usageError(stderr, "--max-ops, --step-timeout, --max-recursion, --max-data-depth and --max-output-chars must be positive"), false
	case o.compactAfter < 0 || o.compactKeep < 1:
		return o, usageError(stderr, "--compact-after must not be negative and --compact-keep must be at least 1"), false
	case o.retries < 0:
		return o, usageError(stderr, "--retries must not be negative"), false
	case o.requestTimeout <= 0:
		return o, usageError(stderr, "--request-timeout must be positive"), false
	}
	o.task = strings.TrimSpace(strings.Join(rest, " "))
	if o.task == "-" && o.approve {
		return o, usageError(stderr, "--approve reads answers from standard input, so the task cannot come from there"), false
	}
	if o.task == "-" {
		b, err := io.ReadAll(stdin)
		if err != nil {
			return o, usageError(stderr, "reading the task from standard input: %v", err), false
		}
		o.task = strings.TrimSpace(string(b))
	}
	if o.task == "" && o.resume == "" {
		fmt.Fprint(stderr, Usage)
		return o, usageError(stderr, "no task given"), false
	}
	for k, dst := range map[string]*string{openaimodel.EnvModel: &o.model, openaimodel.EnvBaseURL: &o.baseURL, openaimodel.EnvAPIKey: &o.apiKey} {
		if *dst == "" && env.Getenv != nil {
			*dst = env.Getenv(k)
		}
	}
	if o.model == "" {
		return o, usageError(stderr, "no model given: use --model or set %s", openaimodel.EnvModel), false
	}
	return o, 0, true
}

// Run runs `krait agent` with args (without the command name) and returns
// the exit code.
func Run(ctx context.Context, args []string, env Env, stdin io.Reader, stdout, stderr io.Writer) int {
	o, code, ok := parse(args, env, stdin, stdout, stderr)
	if !ok {
		return code
	}
	// JSON records for machines; for people, text records unless the
	// step view already shows the same facts.
	// The model's retry warnings are shown in every mode.
	var logger, modelLogger *slog.Logger
	switch {
	case o.jsonLog:
		logger = slog.New(slog.NewJSONHandler(stderr, nil))
		modelLogger = logger
	case o.verbose:
		logger = slog.New(slog.DiscardHandler)
		modelLogger = slog.New(slog.NewTextHandler(stderr, nil))
	default:
		logger = slog.New(slog.NewTextHandler(stderr, nil))
		modelLogger = logger
	}
	retries := o.retries
	if retries == 0 {
		retries = -1 // openaimodel: 0 means the default, negative none
	}
	modelCfg := openaimodel.Config{
		BaseURL: o.baseURL, APIKey: o.apiKey, Model: o.model,
		Temperature: o.temperature, MaxTokens: o.maxTokens, NoStopSequences: o.noStop,
		MaxRetries: retries, RequestTimeout: o.requestTimeout, Logger: modelLogger,
		StructuredOutputs: o.structuredOutputs,
	}
	model, err := openaimodel.New(modelCfg)
	if err != nil {
		return usageError(stderr, "%v", err)
	}
	var summarizer agent.Model
	if o.summaryModel != "" {
		modelCfg.Model = o.summaryModel
		if summarizer, err = openaimodel.New(modelCfg); err != nil {
			return usageError(stderr, "%v", err)
		}
	}
	newExecutor := env.NewExecutor
	if o.executorURL != "" {
		if env.RemoteExecutor == nil {
			return usageError(stderr, "%v", ErrNoRemoteExecutor)
		}
		if newExecutor, err = env.RemoteExecutor(o.executorURL); err != nil {
			return usageError(stderr, "--executor %s: %v", o.executorURL, err)
		}
	}
	if newExecutor == nil {
		return usageError(stderr, "%v", ErrNoExecutor)
	}

	view := &stepView{w: stderr, color: env.Color}
	opts := []agent.Option{
		agent.WithMaxSteps(o.maxSteps),
		agent.WithPlanningInterval(o.planningInterval),
		agent.WithAuthorizedImports(o.imports...),
		agent.WithExecutorLimits(o.limits),
		agent.WithLogger(logger),
		// current_time is the one built-in tool that needs no network and
		// no person: agents often need today's date.
		agent.WithTools(agent.CurrentTimeTool(time.Now, nil)),
	}
	if o.approve {
		ap := &terminalApprover{in: bufio.NewReader(stdin), view: view}
		opts = append(opts, agent.WithApproval(ap.approve))
	}
	if o.promptTemplate != "" {
		data, err := os.ReadFile(o.promptTemplate)
		if err != nil {
			return usageError(stderr, "--prompt-template: %v", err)
		}
		opts = append(opts, agent.WithSystemPromptTemplate(string(data)))
	}
	if o.compactAfter > 0 {
		opts = append(opts, agent.WithCompaction(agent.Compaction{MaxChars: o.compactAfter, KeepSteps: o.compactKeep, Model: summarizer}))
	}
	if o.outputSchema != "" {
		data, err := os.ReadFile(o.outputSchema)
		if err != nil {
			return usageError(stderr, "--output-schema: %v", err)
		}
		schema, err := agent.ParseOutputSchema(data)
		if err != nil {
			return usageError(stderr, "--output-schema %s: %v", o.outputSchema, err)
		}
		opts = append(opts, agent.WithOutputSchema(schema))
	}
	if o.maxOutput > 0 {
		opts = append(opts, agent.WithMaxObservationChars(o.maxOutput))
	}
	if o.verbose {
		opts = append(opts, agent.WithStepCallback(func(s agent.Step) { view.step(s, o.stream && !o.jsonLog) }))
	}
	switch {
	case o.stream && o.jsonLog:
		// Standard error stays JSON lines: each piece is a record.
		opts = append(opts, agent.WithStream(func(text string) {
			logger.LogAttrs(ctx, slog.LevelInfo, "model stream", slog.String("text", text))
		}))
	case o.stream:
		opts = append(opts, agent.WithStream(view.delta))
	}
	a, err := agent.New(model, newExecutor, opts...)
	if err != nil {
		return usageError(stderr, "%v", err)
	}
	// The executor's own checks (modules it does not have, blocked ones,
	// limits) refuse bad settings before the first model call.
	if err := a.CheckExecutor(); err != nil {
		return usageError(stderr, "%s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	if o.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.timeout)
		defer cancel()
	}
	var runOpts []agent.RunOption
	if o.resume != "" {
		data, err := os.ReadFile(o.resume)
		if err != nil {
			return usageError(stderr, "--resume: %v", err)
		}
		mem, err := agent.LoadMemory(data)
		if err != nil {
			return usageError(stderr, "--resume %s: %v", o.resume, err)
		}
		runOpts = append(runOpts, agent.Resume(mem))
	}
	res, err := a.Run(ctx, o.task, runOpts...)
	if o.saveMemory != "" {
		if werr := saveResult(o.saveMemory, res); werr != nil {
			fmt.Fprintf(stderr, "Error: --save-memory: %v\n", werr)
			if err == nil {
				view.endStream()
				return ExitError
			}
		}
	}
	view.endStream()
	if o.verbose {
		view.summary(res)
	}
	return report(res, err, o, stdout, stderr)
}

// saveResult writes a run's result as indented JSON.
func saveResult(path string, res agent.Result) error {
	data, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// report prints the outcome and picks the exit code.
func report(res agent.Result, err error, o options, stdout, stderr io.Writer) int {
	var ge *agent.GenerationError
	switch {
	case err == nil && o.outputSchema != "":
		data, jerr := res.AnswerJSON()
		if jerr != nil {
			fmt.Fprintf(stderr, "Error: the answer cannot be written as JSON: %v\n", jerr)
			return ExitError
		}
		fmt.Fprintln(stdout, string(data))
		return ExitOK
	case err == nil:
		fmt.Fprintln(stdout, res.AnswerText)
		return ExitOK
	case errors.Is(err, agent.ErrMaxSteps):
		fmt.Fprintln(stdout, res.AnswerText)
		fmt.Fprintf(stderr, "MaxStepsError: no final answer within %s; the text above is the model's last attempt, not a checked answer\n", plural(o.maxSteps, "step"))
		return ExitMaxSteps
	case errors.As(err, &ge):
		fmt.Fprintf(stderr, "ModelError: %s\n", describeModelError(ge, o))
		return ExitModelError
	case errors.Is(err, context.DeadlineExceeded):
		fmt.Fprintf(stderr, "TimeoutError: the run did not finish within --timeout %v\n", o.timeout)
		return ExitLimit
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "Interrupted")
		return ExitInterrupted
	}
	fmt.Fprintf(stderr, "Error: %v\n", err)
	return ExitError
}

// describeModelError explains a model failure with a hint at the likely
// fix. It never includes the API key.
func describeModelError(ge *agent.GenerationError, o options) string {
	where := o.baseURL
	if where == "" {
		where = "the default OpenAI endpoint"
	}
	msg := fmt.Sprintf("the model %q at %s failed at step %d: %v", o.model, where, ge.Step, ge.Err)
	switch code := openaimodel.StatusCode(ge.Err); {
	case code == 401 || code == 403:
		msg += " (check --api-key or " + openaimodel.EnvAPIKey + ")"
	case code == 404:
		msg += " (check --base-url and --model)"
	case code == 429:
		msg += " (rate limited even after retries; try again later)"
	case code == 0 && openaimodel.IsConnectionError(ge.Err):
		msg += " (is the server running, and is --base-url right?)"
	}
	return openaimodel.Redact(msg, o.apiKey)
}
