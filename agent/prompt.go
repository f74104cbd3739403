package agent

import (
	"embed"
	"fmt"
	"strings"
	"text/template"
)

//go:embed prompts/*.tmpl
var promptFiles embed.FS

// endPlan marks the end of a plan; it is also the planning stop sequence.
const endPlan = "<end_plan>"

// prompts holds the parsed prompt templates of one agent.
type prompts struct {
	system, planInitial, planUpdate, finalAnswer, managedTask, summary *template.Template
}

// loadPrompts parses the embedded templates.
func loadPrompts() (*prompts, error) {
	p := &prompts{}
	for name, dst := range map[string]**template.Template{
		"system.tmpl":       &p.system,
		"plan_initial.tmpl": &p.planInitial,
		"plan_update.tmpl":  &p.planUpdate,
		"final_answer.tmpl": &p.finalAnswer,
		"managed_task.tmpl": &p.managedTask,
		"summary.tmpl":      &p.summary,
	} {
		t, err := template.New(name).Option("missingkey=error").ParseFS(promptFiles, "prompts/"+name)
		if err != nil {
			return nil, fmt.Errorf("agent: prompt %s: %w", name, err)
		}
		*dst = t
	}
	return p, nil
}

// systemData is what the system prompt template reads.
type systemData struct {
	Open, Close   string
	Tools         []string
	ManagedAgents []string
	Imports       string
	AnyImport     bool
	Instructions  string
	OutputSchema  string
}

// render executes a template into a string.
func render(t *template.Template, data any) (string, error) {
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return "", fmt.Errorf("agent: rendering %s: %w", t.Name(), err)
	}
	return b.String(), nil
}
