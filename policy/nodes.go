package policy

import (
	"errors"
	"slices"
)

// ErrNodeRefused is matched (errors.Is) by every *NodeError.
var ErrNodeRefused = errors.New("syntax refused")

// NodeError is the refusal of a node type. Its text is smolagents'
// "<Node> is not supported." with the CPython class name.
type NodeError struct {
	// Node is the Go node type name of package ast (e.g. "ClassDef").
	Node string
}

// Error implements error.
func (e *NodeError) Error() string { return PythonNodeName(e.Node) + " is not supported." }

// Is makes errors.Is(err, ErrNodeRefused) true.
func (e *NodeError) Is(target error) bool { return target == ErrNodeRefused }

// PythonNodeName maps a Go node type name of package ast to CPython's class
// name (only the statement ExprStmt differs: CPython calls it Expr).
func PythonNodeName(goName string) string {
	if goName == "ExprStmt" {
		return "Expr"
	}
	return goName
}

// statementNodes and expressionNodes are the Go names of the ast node types
// that the policy governs (CPython 3.11's stmt and expr classes). Helper
// nodes (Comprehension, ExceptHandler, Arguments, Arg, Keyword, Alias,
// WithItem, MatchCase and the pattern nodes) are governed by their parent:
// refusing Match refuses its patterns.
var statementNodes = []string{
	"FunctionDef", "AsyncFunctionDef", "ClassDef", "Return", "Delete",
	"Assign", "AugAssign", "AnnAssign", "For", "AsyncFor", "While", "If",
	"With", "AsyncWith", "Match", "Raise", "Try", "TryStar", "Assert",
	"Import", "ImportFrom", "Global", "Nonlocal", "ExprStmt", "Pass",
	"Break", "Continue",
}

var expressionNodes = []string{
	"BoolOp", "NamedExpr", "BinOp", "UnaryOp", "Lambda", "IfExp", "Dict",
	"Set", "ListComp", "SetComp", "DictComp", "GeneratorExp", "Await",
	"Yield", "YieldFrom", "Compare", "Call", "FormattedValue", "JoinedStr",
	"Constant", "Attribute", "Subscript", "Starred", "Name", "List", "Tuple",
	"Slice",
}

// defaultDisabledNodes are refused by Default(): krait has no event loop
// (asyncio is a blocked module), so coroutines could be created but never
// run; refusing the syntax gives a clear error instead. Everything else is
// allowed, including what smolagents lacks only for want of an
// implementation (match, walrus, generators, global/nonlocal, except*):
// none of it reaches outside the interpreter.
var defaultDisabledNodes = []string{"AsyncFunctionDef", "AsyncFor", "AsyncWith", "Await"}

// nodeReasons explains the default refusals for the audit listing.
var nodeReasons = map[string]string{
	"AsyncFunctionDef": "no event loop in krait: coroutines could never run",
	"AsyncFor":         "no event loop in krait: coroutines could never run",
	"AsyncWith":        "no event loop in krait: coroutines could never run",
	"Await":            "no event loop in krait: coroutines could never run",
}

// NodeTypes returns every statement and expression node type the policy
// governs, sorted.
func NodeTypes() []string {
	out := slices.Concat(statementNodes, expressionNodes)
	slices.Sort(out)
	return out
}

// IsNodeType reports whether name is a governed node type.
func IsNodeType(name string) bool {
	return slices.Contains(statementNodes, name) || slices.Contains(expressionNodes, name)
}

// AllowsNode reports whether the interpreter may run nodes of this type.
// Unknown names are refused. The interpreter should check a program once,
// before running it, rather than per evaluation.
func (p *Policy) AllowsNode(name string) bool {
	return IsNodeType(name) && !slices.Contains(p.DisabledNodes, name)
}

// CheckNode returns a *NodeError when the node type is refused.
func (p *Policy) CheckNode(name string) error {
	if p.AllowsNode(name) {
		return nil
	}
	return &NodeError{Node: name}
}

// AllowedNodes returns the allowed node types, sorted.
func (p *Policy) AllowedNodes() []string {
	return slices.DeleteFunc(NodeTypes(), func(n string) bool { return !p.AllowsNode(n) })
}

// NodeGroup returns the node types of a named feature ("classes",
// "functions", "while", "imports", "generators", "async", "match",
// "exceptions", "scoping"), for switching it off as a whole:
// p.DisableNodes(policy.NodeGroup("classes")...). Unknown names give nil.
func NodeGroup(name string) []string { return slices.Clone(nodeGroups[name]) }

// NodeGroupNames returns the names NodeGroup knows, sorted.
func NodeGroupNames() []string {
	out := make([]string, 0, len(nodeGroups))
	for k := range nodeGroups {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

var nodeGroups = map[string][]string{
	"classes":    {"ClassDef"},
	"functions":  {"FunctionDef", "AsyncFunctionDef", "Lambda", "Return"},
	"while":      {"While"},
	"imports":    {"Import", "ImportFrom"},
	"generators": {"Yield", "YieldFrom", "GeneratorExp"},
	"async":      {"AsyncFunctionDef", "AsyncFor", "AsyncWith", "Await"},
	"match":      {"Match"},
	"exceptions": {"Try", "TryStar", "Raise"},
	"scoping":    {"Global", "Nonlocal"},
}
