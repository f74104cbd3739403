package py

import (
	"fmt"
	"strings"
)

// Exception is a Python exception instance (of a built-in exception type
// or of a user class deriving from one). It implements error, so raising
// is returning it.
type Exception struct {
	typ  *Type
	Args []Value // the args attribute (as a tuple to Python code)

	Cause           *Exception // __cause__ (nil is None)
	Context         *Exception // __context__ (nil is None)
	SuppressContext bool       // __suppress_context__
	Dict            *Dict      // instance attributes; nil until the first one is set
	// members holds the values of the type's member descriptors
	// (NameError.name, OSError.errno...) that were set: CPython keeps
	// them outside the instance dict.
	members *Dict

	// TB is the traceback the interpreter records as the exception
	// passes through frames; py only copies it (split and subgroup give
	// the parts their group's traceback) and compares it.
	TB any

	// RaisedIn, when Go code sets it, is the innermost frame of the
	// traceback: the Python code CPython runs at that point is generated
	// source (dataclasses' frozen __setattr__ in "<string>"), which
	// krait implements in Go.
	RaisedIn *FrameInfo

	// Unchained marks an exception re-raised as is (the result of an
	// except* statement): leaving an except clause does not give it an
	// implicit __context__, as CPython's RERAISE does not; an explicit
	// raise statement clears the mark.
	Unchained bool

	// isContext records that the exception is, or was, some exception's
	// __context__ (see SetContext): only such an exception can be found
	// in a context chain, so implicit chaining walks the chain for a
	// cycle only for it.
	isContext bool

	group *excGroup // BaseExceptionGroup's message and exceptions
}

// FrameInfo names a traceback frame: file, line and function. Its
// source line is not printed (CPython has none for "<string>").
type FrameInfo struct {
	Filename string
	Lineno   int
	Name     string
}

// Type returns the exception's class.
func (e *Exception) Type() *Type { return e.typ }

// SetContext sets __context__ (nil is None). Code that links exceptions
// sets their context through it, so that IsContext stays exact.
func (e *Exception) SetContext(c *Exception) {
	e.Context = c
	if c != nil {
		c.isContext = true
	}
}

// IsContext reports whether the exception has been made some
// exception's __context__ (through SetContext): one that has not cannot
// be in any context chain.
func (e *Exception) IsContext() bool { return e.isContext }

// Error returns the last line of the traceback CPython would print, e.g.
// "ZeroDivisionError: division by zero". A user __str__ is not consulted
// here (that needs a Thread: use Str).
func (e *Exception) Error() string {
	msg := e.builtinStr()
	name := e.typ.QualName()
	if e.typ.Module != "builtins" && e.typ.Module != "__main__" && e.typ.Module != "" {
		name = e.typ.Module + "." + name
	}
	if msg == "" {
		return name
	}
	return name + ": " + msg
}

// Matches reports whether e is an instance of class (or of a subclass).
func (e *Exception) Matches(class *Type) bool { return e.typ.IsSubtype(class) }

// builtinStr is BaseException.__str__ (and KeyError's) for Error, which
// has no thread: it runs on a fresh one with the default limits, so that
// the depth guard and the budgets bound an exception nested in its own
// arguments a million times, or a __str__ that loops. A failure renders
// as CPython's traceback does it: "<exception str() failed>".
func (e *Exception) builtinStr() string {
	t := NewThread(nil, Limits{}, nil)
	defer t.Close()
	s, err := exceptionStr(t, e)
	if err != nil {
		return "<exception str() failed>"
	}
	return s
}

// GetAttr-visible attributes of exceptions are in attr.go.

// NewException returns an exception of type typ whose single argument is
// msg (no arguments when msg is empty and typ is not a message type).
func NewException(typ *Type, msg string) *Exception {
	return &Exception{typ: typ, Args: []Value{NewStr(msg)}}
}

// NewExceptionArgs returns an exception of type typ with the given args.
func NewExceptionArgs(typ *Type, args ...Value) *Exception {
	return &Exception{typ: typ, Args: args}
}

// newf formats a message like fmt.Sprintf and wraps it in an exception.
func newf(typ *Type, format string, args []any) *Exception {
	if len(args) == 0 {
		return NewException(typ, format)
	}
	return NewException(typ, fmt.Sprintf(format, args...))
}

// NewTypeError returns a TypeError with a formatted message.
func NewTypeError(format string, args ...any) *Exception {
	return newf(TypeErrorType, format, args)
}

// NewValueError returns a ValueError with a formatted message.
func NewValueError(format string, args ...any) *Exception {
	return newf(ValueErrorType, format, args)
}

// NewIndexError returns an IndexError with a formatted message.
func NewIndexError(format string, args ...any) *Exception {
	return newf(IndexErrorType, format, args)
}

// NewKeyError returns a KeyError for key.
func NewKeyError(key Value) *Exception {
	return &Exception{typ: KeyErrorType, Args: []Value{key}}
}

// NewAttributeError returns an AttributeError with a formatted message.
func NewAttributeError(format string, args ...any) *Exception {
	return newf(AttributeErrorType, format, args)
}

// NewNameError returns CPython's NameError for an undefined name.
func NewNameError(name string) *Exception {
	e := NewException(NameErrorType, "name '"+name+"' is not defined")
	e.SetAttr("name", NewStr(name))
	return e
}

// NewUnboundLocalError returns CPython 3.11's UnboundLocalError for name.
func NewUnboundLocalError(name string) *Exception {
	e := NewException(UnboundLocalErrorType, "cannot access local variable '"+name+"' where it is not associated with a value")
	e.SetAttr("name", NewStr(name))
	return e
}

// NewZeroDivisionError returns a ZeroDivisionError with message msg.
func NewZeroDivisionError(msg string) *Exception {
	return NewException(ZeroDivisionErrorType, msg)
}

// NewOverflowError returns an OverflowError with a formatted message.
func NewOverflowError(format string, args ...any) *Exception {
	return newf(OverflowErrorType, format, args)
}

// NewRuntimeError returns a RuntimeError with a formatted message.
func NewRuntimeError(format string, args ...any) *Exception {
	return newf(RuntimeErrorType, format, args)
}

// NewNotImplementedError returns a NotImplementedError with a message.
func NewNotImplementedError(format string, args ...any) *Exception {
	return newf(NotImplementedErrorType, format, args)
}

// NewStopIteration returns StopIteration carrying value (nil: no value).
func NewStopIteration(value Value) *Exception {
	if value == nil {
		return &Exception{typ: StopIterationType}
	}
	return &Exception{typ: StopIterationType, Args: []Value{value}}
}

// NewMemoryError returns a MemoryError (CPython's, catchable), distinct
// from the memory LimitError.
func NewMemoryError(msg string) *Exception {
	if msg == "" {
		return &Exception{typ: MemoryErrorType}
	}
	return NewException(MemoryErrorType, msg)
}

// SetAttr stores an attribute of the exception: a member of its type
// (NameError.name) outside the instance dict, any other name in it.
func (e *Exception) SetAttr(name string, v Value) {
	if e.isMember(name) {
		e.setMember(name, v)
		return
	}
	if e.Dict == nil {
		e.Dict = NewDict()
	}
	e.Dict.SetStr(name, v)
}

// Attr returns an attribute stored by SetAttr (or a program), or nil.
func (e *Exception) Attr(name string) Value {
	if e.isMember(name) {
		return e.member(name)
	}
	if e.Dict == nil {
		return nil
	}
	return e.Dict.GetStr(name)
}

// StopValue returns StopIteration.value: the first argument or None.
func (e *Exception) StopValue() Value {
	if v := e.Attr("value"); v != nil {
		return v
	}
	if len(e.Args) > 0 {
		return e.Args[0]
	}
	return None
}

// exceptionRepr is BaseException.__repr__.
func exceptionRepr(t *Thread, e *Exception) (string, error) {
	name := e.typ.Name
	if len(e.Args) == 1 {
		r, err := Repr(t, e.Args[0])
		if err != nil {
			return "", err
		}
		return ConcatText(t, name, "(", r, ")")
	}
	r, err := Repr(t, NewTuple(e.Args))
	if err != nil {
		return "", err
	}
	return ConcatText(t, name, r)
}

// exceptionStr is BaseException.__str__ (KeyError quotes its key).
func exceptionStr(t *Thread, e *Exception) (string, error) {
	if s, ok := unicodeErrorStr(e); ok {
		return s, nil
	}
	if s, ok, err := osErrorStr(t, e); ok {
		return s, err
	}
	if s, ok, err := syntaxErrorStr(t, e); ok {
		return s, err
	}
	if e.group != nil {
		return groupStr(t, e)
	}
	switch len(e.Args) {
	case 0:
		return "", nil
	case 1:
		if e.typ.IsSubtype(KeyErrorType) {
			return Repr(t, e.Args[0])
		}
		return ToStr(t, e.Args[0])
	}
	return Repr(t, NewTuple(e.Args))
}

// newExceptionValue is the constructor shared by all exception types.
func newExceptionValue(t *Thread, typ *Type, args []Value, kwargs []Kwarg) (Value, error) {
	if typ.IsSubtype(BaseExceptionGroupType) {
		// BaseExceptionGroup.__new__ parses only the positional arguments.
		return newGroup(t, typ, args)
	}
	if len(kwargs) > 0 && typ.builtin {
		return nil, NewTypeError("%s() takes no keyword arguments", typ.Name)
	}
	if err := t.Alloc(int64(64 + 16*len(args))); err != nil {
		return nil, err
	}
	if typ == OSErrorType && len(args) >= 2 {
		if errno, ok := AsInt64(args[0]); ok {
			if sub := osErrorSubclass[errno]; sub != nil {
				typ = sub
			}
		}
	}
	return &Exception{typ: typ, Args: append([]Value(nil), args...)}, nil
}

// osErrorSubclass maps errno values to the OSError subclass CPython's
// OSError(errno, strerror) constructs (Linux numbering).
var osErrorSubclass = map[int64]*Type{
	1: PermissionErrorType, 2: FileNotFoundErrorType, 3: ProcessLookupErrorType, 4: InterruptedErrorType,
	10: ChildProcessErrorType, 11: BlockingIOErrorType, 13: PermissionErrorType, 17: FileExistsErrorType,
	20: NotADirectoryErrorType, 21: IsADirectoryErrorType, 32: BrokenPipeErrorType, 103: ConnectionAbortedErrorType,
	104: ConnectionResetErrorType, 110: TimeoutErrorType, 111: ConnectionRefusedErrorType, 114: BlockingIOErrorType, 115: BlockingIOErrorType,
}

// osErrorStr is OSError.__str__ for the (errno, strerror[, filename]) form.
func osErrorStr(t *Thread, e *Exception) (string, bool, error) {
	if !e.typ.IsSubtype(OSErrorType) || len(e.Args) < 2 || len(e.Args) > 5 {
		return "", false, nil
	}
	errno, err := ToStr(t, e.Args[0])
	if err != nil {
		return "", true, err
	}
	msg, err := ToStr(t, e.Args[1])
	if err != nil {
		return "", true, err
	}
	s := "[Errno " + errno + "] " + msg
	if len(e.Args) >= 3 && e.Args[2] != None {
		f, err := Repr(t, e.Args[2])
		if err != nil {
			return "", true, err
		}
		s += ": " + f
	}
	return s, true, nil
}

// The built-in exception hierarchy of CPython 3.11.
var (
	BaseExceptionType     = newExceptionType("BaseException", ObjectType)
	SystemExitType        = newExceptionType("SystemExit", BaseExceptionType)
	KeyboardInterruptType = newExceptionType("KeyboardInterrupt", BaseExceptionType)
	GeneratorExitType     = newExceptionType("GeneratorExit", BaseExceptionType)
	ExceptionType         = newExceptionType("Exception", BaseExceptionType)

	ArithmeticErrorType     = newExceptionType("ArithmeticError", ExceptionType)
	FloatingPointErrorType  = newExceptionType("FloatingPointError", ArithmeticErrorType)
	OverflowErrorType       = newExceptionType("OverflowError", ArithmeticErrorType)
	ZeroDivisionErrorType   = newExceptionType("ZeroDivisionError", ArithmeticErrorType)
	AssertionErrorType      = newExceptionType("AssertionError", ExceptionType)
	AttributeErrorType      = newExceptionType("AttributeError", ExceptionType)
	BufferErrorType         = newExceptionType("BufferError", ExceptionType)
	EOFErrorType            = newExceptionType("EOFError", ExceptionType)
	ImportErrorType         = newExceptionType("ImportError", ExceptionType)
	ModuleNotFoundErrorType = newExceptionType("ModuleNotFoundError", ImportErrorType)
	LookupErrorType         = newExceptionType("LookupError", ExceptionType)
	IndexErrorType          = newExceptionType("IndexError", LookupErrorType)
	KeyErrorType            = newExceptionType("KeyError", LookupErrorType)
	MemoryErrorType         = newExceptionType("MemoryError", ExceptionType)
	NameErrorType           = newExceptionType("NameError", ExceptionType)
	UnboundLocalErrorType   = newExceptionType("UnboundLocalError", NameErrorType)

	OSErrorType                = newExceptionType("OSError", ExceptionType)
	BlockingIOErrorType        = newExceptionType("BlockingIOError", OSErrorType)
	ChildProcessErrorType      = newExceptionType("ChildProcessError", OSErrorType)
	ConnectionErrorType        = newExceptionType("ConnectionError", OSErrorType)
	BrokenPipeErrorType        = newExceptionType("BrokenPipeError", ConnectionErrorType)
	ConnectionAbortedErrorType = newExceptionType("ConnectionAbortedError", ConnectionErrorType)
	ConnectionRefusedErrorType = newExceptionType("ConnectionRefusedError", ConnectionErrorType)
	ConnectionResetErrorType   = newExceptionType("ConnectionResetError", ConnectionErrorType)
	FileExistsErrorType        = newExceptionType("FileExistsError", OSErrorType)
	FileNotFoundErrorType      = newExceptionType("FileNotFoundError", OSErrorType)
	InterruptedErrorType       = newExceptionType("InterruptedError", OSErrorType)
	IsADirectoryErrorType      = newExceptionType("IsADirectoryError", OSErrorType)
	NotADirectoryErrorType     = newExceptionType("NotADirectoryError", OSErrorType)
	PermissionErrorType        = newExceptionType("PermissionError", OSErrorType)
	ProcessLookupErrorType     = newExceptionType("ProcessLookupError", OSErrorType)
	TimeoutErrorType           = newExceptionType("TimeoutError", OSErrorType)

	ReferenceErrorType        = newExceptionType("ReferenceError", ExceptionType)
	RuntimeErrorType          = newExceptionType("RuntimeError", ExceptionType)
	NotImplementedErrorType   = newExceptionType("NotImplementedError", RuntimeErrorType)
	RecursionErrorType        = newExceptionType("RecursionError", RuntimeErrorType)
	StopAsyncIterationType    = newExceptionType("StopAsyncIteration", ExceptionType)
	StopIterationType         = newExceptionType("StopIteration", ExceptionType)
	SyntaxErrorType           = newExceptionType("SyntaxError", ExceptionType)
	IndentationErrorType      = newExceptionType("IndentationError", SyntaxErrorType)
	TabErrorType              = newExceptionType("TabError", IndentationErrorType)
	SystemErrorType           = newExceptionType("SystemError", ExceptionType)
	TypeErrorType             = newExceptionType("TypeError", ExceptionType)
	ValueErrorType            = newExceptionType("ValueError", ExceptionType)
	UnicodeErrorType          = newExceptionType("UnicodeError", ValueErrorType)
	UnicodeDecodeErrorType    = newExceptionType("UnicodeDecodeError", UnicodeErrorType)
	UnicodeEncodeErrorType    = newExceptionType("UnicodeEncodeError", UnicodeErrorType)
	UnicodeTranslateErrorType = newExceptionType("UnicodeTranslateError", UnicodeErrorType)

	WarningType                   = newExceptionType("Warning", ExceptionType)
	BytesWarningType              = newExceptionType("BytesWarning", WarningType)
	DeprecationWarningType        = newExceptionType("DeprecationWarning", WarningType)
	EncodingWarningType           = newExceptionType("EncodingWarning", WarningType)
	FutureWarningType             = newExceptionType("FutureWarning", WarningType)
	ImportWarningType             = newExceptionType("ImportWarning", WarningType)
	PendingDeprecationWarningType = newExceptionType("PendingDeprecationWarning", WarningType)
	ResourceWarningType           = newExceptionType("ResourceWarning", WarningType)
	RuntimeWarningType            = newExceptionType("RuntimeWarning", WarningType)
	SyntaxWarningType             = newExceptionType("SyntaxWarning", WarningType)
	UnicodeWarningType            = newExceptionType("UnicodeWarning", WarningType)
	UserWarningType               = newExceptionType("UserWarning", WarningType)
)

// newExceptionType makes a built-in exception type.
func newExceptionType(name string, base *Type) *Type {
	return newBuiltinType(name, base)
}

// ExceptionTypes returns every built-in exception type, base classes
// first, for the builtins module to publish.
func ExceptionTypes() []*Type {
	return []*Type{
		BaseExceptionType, SystemExitType, KeyboardInterruptType, GeneratorExitType, ExceptionType,
		ArithmeticErrorType, FloatingPointErrorType, OverflowErrorType, ZeroDivisionErrorType,
		AssertionErrorType, AttributeErrorType, BufferErrorType, EOFErrorType, ImportErrorType,
		ModuleNotFoundErrorType, LookupErrorType, IndexErrorType, KeyErrorType, MemoryErrorType,
		NameErrorType, UnboundLocalErrorType, OSErrorType, BlockingIOErrorType, ChildProcessErrorType,
		ConnectionErrorType, BrokenPipeErrorType, ConnectionAbortedErrorType, ConnectionRefusedErrorType,
		ConnectionResetErrorType, FileExistsErrorType, FileNotFoundErrorType, InterruptedErrorType,
		IsADirectoryErrorType, NotADirectoryErrorType, PermissionErrorType, ProcessLookupErrorType,
		TimeoutErrorType, ReferenceErrorType, RuntimeErrorType, NotImplementedErrorType,
		RecursionErrorType, StopAsyncIterationType, StopIterationType, SyntaxErrorType,
		IndentationErrorType, TabErrorType, SystemErrorType, TypeErrorType, ValueErrorType,
		UnicodeErrorType, UnicodeDecodeErrorType, UnicodeEncodeErrorType, UnicodeTranslateErrorType,
		WarningType, BytesWarningType, DeprecationWarningType, EncodingWarningType, FutureWarningType,
		ImportWarningType, PendingDeprecationWarningType, ResourceWarningType, RuntimeWarningType,
		SyntaxWarningType, UnicodeWarningType, UserWarningType, BaseExceptionGroupType, ExceptionGroupType,
	}
}

// exceptionTypeByName is used by tests and by tracebacks of well-known
// names; it is an immutable table.
func exceptionTypeByName(name string) *Type {
	for _, t := range ExceptionTypes() {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// syntaxErrorStr is SyntaxError.__str__: "msg (file.py, line 3)" when the
// details name a file and a line.
func syntaxErrorStr(t *Thread, e *Exception) (string, bool, error) {
	if !e.typ.IsSubtype(SyntaxErrorType) || len(e.Args) != 2 {
		return "", false, nil
	}
	d, ok := e.Args[1].(*Tuple)
	if !ok || len(d.items) < 4 {
		return "", false, nil
	}
	msg, err := ToStr(t, e.Args[0])
	if err != nil {
		return "", true, err
	}
	file, hasFile := d.items[0].(*Str)
	line, hasLine := AsInt64(d.items[1])
	base := ""
	if hasFile {
		base = file.s
		if i := strings.LastIndexByte(base, '/'); i >= 0 {
			base = base[i+1:]
		}
	}
	switch {
	case hasFile && hasLine:
		return msg + " (" + base + ", line " + itoa(line) + ")", true, nil
	case hasFile:
		return msg + " (" + base + ")", true, nil
	case hasLine:
		return msg + " (line " + itoa(line) + ")", true, nil
	}
	return msg, true, nil
}
