package py

// BaseExceptionGroup and ExceptionGroup (PEP 654), as CPython 3.11's
// Objects/exceptions.c: the constructor's validation and its choice of
// class, the message and exceptions members, derive, split and subgroup
// (by type, tuple of types or predicate function), and the projection
// the interpreter uses to rebuild a re-raised group after except*.

// excGroup is the part of an exception that only groups have.
type excGroup struct {
	msg  Value  // the message (a str)
	excs *Tuple // the nested exceptions, never empty
}

var (
	// BaseExceptionGroupType is the built-in BaseExceptionGroup.
	BaseExceptionGroupType = newExceptionType("BaseExceptionGroup", BaseExceptionType)
	// ExceptionGroupType is the built-in ExceptionGroup(BaseExceptionGroup, Exception).
	ExceptionGroupType = &Type{Name: "ExceptionGroup", Module: "builtins", builtin: true, Dict: NewDict(),
		Bases: []*Type{BaseExceptionGroupType, ExceptionType}}
)

func init() {
	// BaseException.args is a getset descriptor in CPython (dir() lists it).
	BaseExceptionType.Dict.SetStr("args", &NumAttr{name: "args", owner: BaseExceptionType})
	eg := ExceptionGroupType
	eg.solid = BaseExceptionType
	eg.MRO = []*Type{eg, BaseExceptionGroupType, ExceptionType, BaseExceptionType, ObjectType}
	for _, name := range []string{"message", "exceptions"} {
		BaseExceptionGroupType.Dict.SetStr(name, &groupMember{name: name})
	}
	addMethods(BaseExceptionGroupType, groupMethods)
}

// IsGroup reports whether e is a BaseExceptionGroup (of any class).
func (e *Exception) IsGroup() bool { return e.group != nil }

// GroupExceptions returns the exceptions of a group (nil for other
// exceptions). The slice must not be modified.
func (e *Exception) GroupExceptions() []Value {
	if e.group == nil {
		return nil
	}
	return e.group.excs.items
}

// groupStr is BaseExceptionGroup.__str__: "msg (2 sub-exceptions)".
func groupStr(t *Thread, e *Exception) (string, error) {
	msg, err := ToStr(t, e.group.msg)
	if err != nil {
		return "", err
	}
	n := len(e.group.excs.items)
	s := msg + " (" + itoa(int64(n)) + " sub-exception"
	if n > 1 {
		s += "s"
	}
	return s + ")", nil
}

// newGroup constructs a group of class cls from (message, exceptions),
// with CPython's checks: ExceptionGroup refuses BaseExceptions, and
// BaseExceptionGroup of Exceptions only makes an ExceptionGroup.
func newGroup(t *Thread, cls *Type, args []Value) (Value, error) {
	if len(args) != 2 {
		return nil, NewTypeError("BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(args))
	}
	msg := args[0]
	if _, ok := unwrapBase(msg).(*Str); !ok {
		return nil, NewTypeError("BaseExceptionGroup.__new__() argument 1 must be str, not %s", typeName(msg))
	}
	if !SequenceCheck(args[1]) {
		return nil, NewTypeError("second argument (exceptions) must be a sequence")
	}
	items, err := iterateAll(t, args[1])
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, NewValueError("second argument (exceptions) must be a non-empty sequence")
	}
	nestedBase := false
	for i, x := range items {
		e, ok := x.(*Exception)
		if !ok {
			return nil, NewValueError("Item %d of second argument (exceptions) is not an exception", i)
		}
		if !e.typ.IsSubtype(ExceptionType) {
			nestedBase = true
		}
	}
	switch {
	case cls == ExceptionGroupType:
		if nestedBase {
			return nil, NewTypeError("Cannot nest BaseExceptions in an ExceptionGroup")
		}
	case cls == BaseExceptionGroupType:
		if !nestedBase {
			cls = ExceptionGroupType
		}
	case nestedBase && cls.IsSubtype(ExceptionType):
		return nil, NewTypeError("Cannot nest BaseExceptions in '%s'", cls.Name)
	}
	if err := t.Alloc(int64(96 + 16*(len(args)+len(items)))); err != nil {
		return nil, err
	}
	return &Exception{typ: cls, Args: append([]Value(nil), args...), group: &excGroup{msg: msg, excs: NewTuple(items)}}, nil
}

// SequenceCheck is PySequence_Check: a value with __getitem__ that is
// not a mapping.
func SequenceCheck(v Value) bool {
	switch unwrapBase(v).(type) {
	case *Str, *List, *Tuple, *Bytes, *ByteArray, *Range:
		return true
	case *Dict, *Set, *FrozenSet:
		return false
	}
	typ := v.Type()
	if typ.IsSubtype(DictType) || typ.IsSubtype(MappingProxyType) {
		return false
	}
	return typ.Lookup("__getitem__") != nil
}

// groupMatcher is how split and subgroup select exceptions.
type groupMatcher struct {
	types Value               // an exception class or a tuple of them
	pred  Value               // a predicate function
	ids   map[*Exception]bool // leaf exceptions (the interpreter's projection)
}

// newGroupMatcher checks split's argument: a function, an exception type
// or a tuple of exception types.
func newGroupMatcher(v Value) (*groupMatcher, error) {
	if typ := v.Type(); typ.builtin && typ.Name == "function" {
		return &groupMatcher{pred: v}, nil
	}
	if isExceptionClass(v) {
		return &groupMatcher{types: v}, nil
	}
	if tu, ok := v.(*Tuple); ok {
		for _, x := range tu.items {
			if !isExceptionClass(x) {
				return nil, NewTypeError("expected a function, exception type or tuple of exception types")
			}
		}
		return &groupMatcher{types: v}, nil
	}
	return nil, NewTypeError("expected a function, exception type or tuple of exception types")
}

func isExceptionClass(v Value) bool {
	c, ok := v.(*Type)
	return ok && c.IsSubtype(BaseExceptionType)
}

func (m *groupMatcher) match(t *Thread, e *Exception) (bool, error) {
	switch {
	case m.ids != nil:
		return m.ids[e], nil
	case m.pred != nil:
		r, err := Call(t, m.pred, []Value{e}, nil)
		if err != nil {
			return false, err
		}
		return Truth(t, r)
	}
	if c, ok := m.types.(*Type); ok {
		return e.Matches(c), nil
	}
	for _, c := range m.types.(*Tuple).items {
		if e.Matches(c.(*Type)) {
			return true, nil
		}
	}
	return false, nil
}

// splitGroup is exceptiongroup_split_recursive: the matching part of e
// and (when withRest) the rest, each nil when empty.
func splitGroup(t *Thread, e *Exception, m *groupMatcher, withRest bool) (match, rest *Exception, err error) {
	if err := t.Tick(); err != nil {
		return nil, nil, err
	}
	ok, err := m.match(t, e)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		return e, nil, nil
	}
	if e.group == nil {
		if withRest {
			return nil, e, nil
		}
		return nil, nil, nil
	}
	var matches, rests []Value
	for _, x := range e.group.excs.items {
		if err := t.EnterData(" in exceptiongroup_split_recursive"); err != nil {
			return nil, nil, err
		}
		sm, sr, err := splitGroup(t, x.(*Exception), m, withRest)
		t.LeaveData()
		if err != nil {
			return nil, nil, err
		}
		if sm != nil {
			matches = append(matches, sm)
		}
		if sr != nil {
			rests = append(rests, sr)
		}
	}
	if match, err = groupSubset(t, e, matches); err != nil {
		return nil, nil, err
	}
	if withRest {
		if rest, err = groupSubset(t, e, rests); err != nil {
			return nil, nil, err
		}
	}
	return match, rest, nil
}

// groupSubset is exceptiongroup_subset: orig.derive(excs) with orig's
// traceback, cause, context and a copy of its notes; nil for no excs.
func groupSubset(t *Thread, orig *Exception, excs []Value) (*Exception, error) {
	if len(excs) == 0 {
		return nil, nil
	}
	r, err := CallMethod(t, orig, "derive", []Value{NewList(excs)}, nil)
	if err != nil {
		return nil, err
	}
	eg, ok := r.(*Exception)
	if !ok || eg.group == nil {
		return nil, NewTypeError("derive must return an instance of BaseExceptionGroup")
	}
	if orig.TB != nil {
		eg.TB = orig.TB
	}
	eg.SetContext(orig.Context)
	eg.Cause = orig.Cause
	eg.SuppressContext = true
	notes, err := GetAttr(t, orig, "__notes__")
	if err != nil {
		if ex, ok := err.(*Exception); ok && ex.typ.IsSubtype(AttributeErrorType) {
			return eg, nil
		}
		return nil, err
	}
	if SequenceCheck(notes) {
		items, err := iterateAll(t, notes)
		if err != nil {
			return nil, err
		}
		if err := SetAttr(t, eg, "__notes__", NewList(items)); err != nil {
			return nil, err
		}
	}
	return eg, nil
}

// ProjectGroup is CPython's exception_group_projection: the part of orig
// whose leaf exceptions are leaves of one of keep, with orig's structure
// and metadata (nil when there is none). The interpreter uses it for the
// exceptions re-raised unchanged by except* clauses.
func ProjectGroup(t *Thread, orig *Exception, keep []*Exception) (*Exception, error) {
	ids := map[*Exception]bool{}
	for _, k := range keep {
		if err := collectLeaves(t, k, ids); err != nil {
			return nil, err
		}
	}
	m, _, err := splitGroup(t, orig, &groupMatcher{ids: ids}, false)
	return m, err
}

// collectLeaves adds the leaf exceptions of e to ids.
func collectLeaves(t *Thread, e *Exception, ids map[*Exception]bool) error {
	if err := t.Tick(); err != nil {
		return err
	}
	if e.group == nil {
		ids[e] = true
		return nil
	}
	for _, x := range e.group.excs.items {
		if err := t.EnterData(" in collect_exception_group_leaf_ids"); err != nil {
			return err
		}
		err := collectLeaves(t, x.(*Exception), ids)
		t.LeaveData()
		if err != nil {
			return err
		}
	}
	return nil
}

// NewGroup is _PyExc_CreateExceptionGroup: BaseExceptionGroup(msg, excs)
// (an ExceptionGroup when every exception is an Exception).
func NewGroup(t *Thread, msg string, excs Value) (*Exception, error) {
	r, err := newGroup(t, BaseExceptionGroupType, []Value{NewStr(msg), excs})
	if err != nil {
		return nil, err
	}
	return r.(*Exception), nil
}

// groupMethods are BaseExceptionGroup's methods.
var groupMethods = []methodDef{
	{"derive", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := NoKwargs("BaseExceptionGroup.derive", kwargs); err != nil {
			return nil, err
		}
		if len(args) != 1 {
			return nil, NewTypeError("function takes exactly 1 argument (%d given)", len(args))
		}
		g, err := groupSelf(self, "derive")
		if err != nil {
			return nil, err
		}
		return newGroup(t, BaseExceptionGroupType, []Value{g.group.msg, args[0]})
	}},
	{"split", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		match, rest, err := groupSplit(t, "split", self, args, kwargs)
		if err != nil {
			return nil, err
		}
		return NewTuple([]Value{excOrNone(match), excOrNone(rest)}), nil
	}},
	{"subgroup", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		match, _, err := groupSplit(t, "subgroup", self, args, kwargs)
		if err != nil {
			return nil, err
		}
		return excOrNone(match), nil
	}},
}

// groupSplit is split (with the rest) and subgroup (without).
func groupSplit(t *Thread, method string, self Value, args []Value, kwargs []Kwarg) (match, rest *Exception, err error) {
	g, err := groupSelf(self, method)
	if err != nil {
		return nil, nil, err
	}
	if err := CheckPositional("BaseExceptionGroup."+method, args, kwargs, 1, 1); err != nil {
		return nil, nil, err
	}
	m, err := newGroupMatcher(args[0])
	if err != nil {
		return nil, nil, err
	}
	return splitGroup(t, g, m, method == "split")
}

// groupSelf checks the receiver of a BaseExceptionGroup method.
func groupSelf(self Value, method string) (*Exception, error) {
	if e, ok := self.(*Exception); ok && e.group != nil {
		return e, nil
	}
	return nil, NewTypeError("descriptor '%s' for 'BaseExceptionGroup' objects doesn't apply to a '%s' object", method, typeName(self))
}

func excOrNone(e *Exception) Value {
	if e == nil {
		return None
	}
	return e
}

// groupMember is the read-only member descriptor of BaseExceptionGroup's
// message and exceptions.
type groupMember struct{ name string }

// Type returns member_descriptor.
func (*groupMember) Type() *Type { return MemberDescriptorType }

// PyRepr returns <member 'message' of 'BaseExceptionGroup' objects>.
func (m *groupMember) PyRepr(*Thread) (string, error) {
	return "<member '" + m.name + "' of 'BaseExceptionGroup' objects>", nil
}

// DescriptorGet returns the member of a group (the descriptor on the class).
func (m *groupMember) DescriptorGet(t *Thread, instance Value, _ *Type) (Value, error) {
	if instance == nil || instance == None {
		return m, nil
	}
	if e, ok := instance.(*Exception); ok && e.group != nil {
		if m.name == "message" {
			return e.group.msg, nil
		}
		return e.group.excs, nil
	}
	return nil, NewTypeError("descriptor '%s' for 'BaseExceptionGroup' objects doesn't apply to a '%s' object", m.name, typeName(instance))
}

// DescriptorSet refuses assignment.
func (m *groupMember) DescriptorSet(*Thread, Value, Value) error {
	return NewAttributeError("readonly attribute")
}

// DescriptorDelete refuses deletion.
func (m *groupMember) DescriptorDelete(*Thread, Value) error {
	return NewAttributeError("readonly attribute")
}
