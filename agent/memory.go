package agent

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/kraitpy/krait/agent/internal/jsonnum"
)

// StepKind says what a step did.
type StepKind string

// The kinds of steps in a run.
const (
	// ActionStep: the model wrote code and the executor ran it.
	ActionStep StepKind = "action"
	// PlanningStep: the model wrote or updated a plan.
	PlanningStep StepKind = "planning"
	// FinalAnswerStep: the step limit was hit and the model was asked
	// for an answer without code.
	FinalAnswerStep StepKind = "final_answer"
	// TaskStep: a run resumed from this memory with a new task (see
	// Resume); the step's Task is the task.
	TaskStep StepKind = "task"
	// SummaryStep: older steps were compacted into a summary written by a
	// model (see WithCompaction); the summary is the step's ModelOutput
	// and it stands for the steps up to index Through.
	SummaryStep StepKind = "summary"
)

// Step is the record of one step; a run's steps are its memory.
type Step struct {
	// Kind says what the step did.
	Kind StepKind `json:"kind"`
	// Number is the action step number (1-based); a planning step carries
	// the number of the action step it precedes.
	Number int `json:"number"`
	// Task is the new task of a TaskStep.
	Task string `json:"task,omitempty"`
	// Through is, for a SummaryStep, the index in Memory.Steps of the last
	// step the summary replaces in the conversation.
	Through int `json:"through,omitempty"`
	// ModelOutput is the model's reply as stored in memory.
	ModelOutput string `json:"model_output,omitempty"`
	// Code is the code extracted from the reply and run.
	Code string `json:"code,omitempty"`
	// Logs is what the code printed.
	Logs string `json:"logs,omitempty"`
	// Output is the value of the code's last statement or final answer,
	// converted to Go (see ExecResult.Value; in JSON, values JSON cannot
	// hold are written as their Python repr).
	Output any `json:"output,omitempty"`
	// OutputPython is the same value as the executor holds it (see
	// ExecResult.Python); it is not part of the JSON form.
	OutputPython any `json:"-"`
	// OutputText is Output as Python's str() shows it.
	OutputText string `json:"output_text,omitempty"`
	// Observation is the text the model is shown about the run.
	Observation string `json:"observation,omitempty"`
	// IsFinalAnswer reports that the code gave the final answer.
	IsFinalAnswer bool `json:"is_final_answer,omitempty"`
	// Error is the message the model is shown about a failure.
	Error string `json:"error,omitempty"`
	// ErrorType names the failure for logs (a Python exception class or
	// an agent error kind).
	ErrorType string `json:"error_type,omitempty"`
	// Err is the failure itself; it is not kept in JSON transcripts.
	Err error `json:"-"`
	// Usage is the token usage of the step's own model call.
	Usage TokenUsage `json:"usage"`
	// ManagedUsage, when not nil, is what managed agents called by the
	// step's code used in their runs.
	ManagedUsage *TokenUsage `json:"managed_usage,omitempty"`
	// AbandonedTools names the tool calls of the step that were still
	// running when their time was up: they ignored cancellation, and their
	// goroutines were left behind, not waited for.
	AbandonedTools []string `json:"abandoned_tools,omitempty"`
	// Start is when the step began.
	Start time.Time `json:"start"`
	// Duration is how long the step took.
	Duration time.Duration `json:"duration_ns"`
}

// Memory is everything a run has said and done; the messages sent to the
// model are rebuilt from it, so a stored Memory can be replayed.
type Memory struct {
	// SystemPrompt is the rendered system prompt.
	SystemPrompt string `json:"system_prompt"`
	// Task is the task as given to Run, followed by a note listing the
	// variables set with WithVariables, if any.
	Task string `json:"task"`
	// Steps are the steps so far, in order.
	Steps []Step `json:"steps"`
}

// Texts the memory adds around steps when it becomes messages.
const (
	taskHeader       = "New task:\n"
	observationLabel = "Observation:\n"
	afterPlan        = "Now carry out this plan, one step at a time."
	retryHint        = "Try again, and do not repeat this mistake. If several attempts have failed, try a different approach."
)

// summaryHeader introduces a compaction summary in the conversation.
const summaryHeader = "Summary of the earlier steps (they were compacted to save room):\n"

// Messages rebuilds the conversation the model sees next: with the
// latest compaction summary in place of the steps it covers (tasks are
// kept). FullMessages is the conversation without compaction.
func (m *Memory) Messages() []Message {
	last := -1
	for i, s := range m.Steps {
		if s.Kind == SummaryStep {
			last = i
		}
	}
	msgs := make([]Message, 0, 2+3*len(m.Steps))
	msgs = append(msgs,
		Message{Role: RoleSystem, Content: m.SystemPrompt},
		Message{Role: RoleUser, Content: taskHeader + m.Task})
	if last < 0 {
		for _, s := range m.Steps {
			msgs = s.appendMessages(msgs)
		}
		return msgs
	}
	through := m.Steps[last].Through
	for i := 0; i <= through && i < len(m.Steps); i++ {
		if m.Steps[i].Kind == TaskStep {
			msgs = m.Steps[i].appendMessages(msgs)
		}
	}
	msgs = append(msgs, Message{Role: RoleUser, Content: summaryHeader + strings.TrimSpace(m.Steps[last].ModelOutput)})
	for i := through + 1; i < len(m.Steps); i++ {
		if m.Steps[i].Kind != SummaryStep {
			msgs = m.Steps[i].appendMessages(msgs)
		}
	}
	return msgs
}

// FullMessages is the whole conversation, every step in full, as if no
// step had been compacted: for replay and audit.
func (m *Memory) FullMessages() []Message {
	msgs := []Message{{Role: RoleSystem, Content: m.SystemPrompt}, {Role: RoleUser, Content: taskHeader + m.Task}}
	for _, s := range m.Steps {
		if s.Kind != SummaryStep {
			msgs = s.appendMessages(msgs)
		}
	}
	return msgs
}

// appendMessages appends the step, rendered as chat messages, to msgs.
func (s *Step) appendMessages(msgs []Message) []Message {
	switch s.Kind {
	case TaskStep:
		return append(msgs, Message{Role: RoleUser, Content: taskHeader + s.Task})
	case PlanningStep:
		return append(msgs,
			Message{Role: RoleAssistant, Content: strings.TrimSpace(s.ModelOutput)},
			Message{Role: RoleUser, Content: afterPlan})
	case ActionStep:
		if s.ModelOutput != "" {
			msgs = append(msgs, Message{Role: RoleAssistant, Content: strings.TrimSpace(s.ModelOutput)})
		}
		if s.Observation != "" {
			msgs = append(msgs, Message{Role: RoleUser, Content: observationLabel + s.Observation})
		}
		if s.Error != "" {
			msgs = append(msgs, Message{Role: RoleUser, Content: "Error:\n" + s.Error + "\n" + retryHint})
		}
	}
	return msgs
}

// CurrentTask is the task being worked on: the last TaskStep's, or the
// memory's first task.
func (m *Memory) CurrentTask() string {
	for i := len(m.Steps) - 1; i >= 0; i-- {
		if m.Steps[i].Kind == TaskStep {
			return m.Steps[i].Task
		}
	}
	return m.Task
}

// lastNumber is the number of the memory's last step (0 when empty).
func (m *Memory) lastNumber() int {
	if len(m.Steps) == 0 {
		return 0
	}
	return m.Steps[len(m.Steps)-1].Number
}

// hasCode reports whether any step ran code.
func (m *Memory) hasCode() bool {
	for _, s := range m.Steps {
		if s.Code != "" {
			return true
		}
	}
	return false
}

// LoadMemory reads a memory written as JSON: a Memory, or a Result (whose
// answer fields are ignored), as `krait agent --save-memory` writes it.
// Numbers in step outputs keep their kind: an integer is an int64 (a
// float is written with a fraction or an exponent, so 1.0 stays a
// float64).
func LoadMemory(data []byte) (Memory, error) {
	var m Memory
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		return Memory{}, fmt.Errorf("agent: reading a memory: %w", err)
	}
	for i := range m.Steps {
		m.Steps[i].Output = jsonnum.Plain(m.Steps[i].Output)
	}
	return m, nil
}

// Usage sums the token usage of all steps, managed agents' runs included.
func (m *Memory) Usage() TokenUsage {
	var u TokenUsage
	for _, s := range m.Steps {
		u = u.Add(s.Usage)
		if s.ManagedUsage != nil {
			u = u.Add(*s.ManagedUsage)
		}
	}
	return u
}
