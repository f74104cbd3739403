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
