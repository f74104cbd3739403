// Package agent runs a code agent: a language model writes Python to act,
// and an Executor runs that Python step by step until the code calls
// final_answer.
//
// The loop follows smolagents' CodeAgent: a system prompt lists the tools
// as Python signatures, each model reply is parsed for a code block, the
// code runs in one persistent Executor per run, and what the code printed
// and returned (or the Python error it raised) goes back to the model as
// an observation. The package runs no interpreter itself (it uses the
// root package only for its Go<->Python value conventions): anything
// that implements Executor can run the code (package agent/kraitexec
// adapts krait's sandboxed interpreter), and anything that implements
// Model can write it (package agent/openaimodel speaks to any
// OpenAI-compatible server).
//
// Logging uses log/slog, one record per step, and is silent unless a
// logger is given with WithLogger.
package agent
