// Command krait-agent is krait's code agent on any OpenAI-compatible
// server (`krait agent TASK` runs it; flags: krait-agent --help). It is a
// program of its own so that `krait run` does not link (and initialise at
// every start) the model client and the remote executor's client, which
// brings the server's package with NATS, Prometheus and OpenTelemetry.
package main

import (
	"context"
	"io"
	"os"
	"os/signal"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agentcli"
	"github.com/kraitpy/krait/agent/kraitexec"
	"github.com/kraitpy/krait/agent/remoteexec"
)

func main() {
	os.Exit(cmdAgent(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// cmdAgent implements `krait agent`: flags, model set-up, output and exit
// codes live in package agentcli; this wires in the process environment,
// Ctrl-C and krait's executor.
func cmdAgent(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return runAgent(ctx, args, stdin, stdout, stderr, kraitexec.New)
}

// runAgent runs `krait agent` with the executor made by newExecutor (nil
// makes the command report that no executor is available).
func runAgent(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, newExecutor agent.NewExecutorFunc) int {
	env := agentcli.Env{
		Getenv:      os.Getenv,
		Color:       agentcli.UseColor(stderr, os.Getenv),
		NewExecutor: newExecutor,
		// --executor URL runs the code on a krait server.
		RemoteExecutor: func(url string) (agent.NewExecutorFunc, error) {
			return remoteexec.New(url, os.Getenv("KRAIT_TOKEN")), nil
		},
	}
	return agentcli.Run(ctx, args, env, stdin, stdout, stderr)
}
