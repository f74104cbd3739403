// Package pandas is krait's pandas module, written in Go on krait's
// numpy: Series and DataFrame over typed columns that share their
// buffers with numpy arrays, Index/RangeIndex/DatetimeIndex/MultiIndex,
// the dtypes int64, float64, bool, object and datetime64[ns] with
// pandas' missing-value rules, read_csv from text and to_csv to text,
// selection (loc, iloc, masks, query), transformation, groupby,
// pivot_table, merge and concat, and printing exactly as pandas 1.5
// prints.
//
// Every operation charges the thread's operation budget in proportion to
// the data it touches and its memory budget before allocating. Nothing
// reaches the host: read_csv of a path, to_csv to a path, read_excel,
// read_sql and the other readers and writers of files raise a
// PermissionError naming krait's policy.
//
// Importing pandas needs only pandas authorized (as in smolagents, whose
// import check looks at the module a program names): pandas uses numpy
// inside, and arrays it returns (df.values) work, but `import numpy`
// stays subject to the policy.
package pandas

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/numpy"
)

// Module is one interpreter's pandas.
type Module struct {
	mod *py.Module
	np  *numpy.Module

	seriesCls, frameCls                                                     *py.Type
	indexCls, rangeIndexCls, int64IndexCls, float64IndexCls                 *py.Type
	datetimeIndexCls, timedeltaIndexCls, multiIndexCls                      *py.Type
	timestampCls, timedeltaCls, natCls, naCls                               *py.Type
	locCls, ilocCls, atCls, iatCls                                          *py.Type
	groupByCls, seriesGroupByCls, rollingCls, resamplerCls, expandingCls    *py.Type
	strAccCls, dtAccCls, optionErrorCls, settingCopyWarning, emptyDataError *py.Type
	parserError                                                             *py.Type

	nat, na py.Value

	opts      options
	extraOpts extraOptions

	funcs map[string]py.BuiltinFunc

	// Datetime is the interpreter's datetime module, for the datetimes
	// Timestamp.to_pydatetime and date return (nil: not available).
	Datetime py.Value
	// Collections is the interpreter's collections module, for the
	// namedtuples of itertuples (nil: plain tuples).
	Collections py.Value
	// Random is the interpreter's numpy.random, for sample(random_state).
	Random py.Value

	dtypeNameCls, ewmCls, intervalCls, catAccCls *py.Type
	// Error classes pandas raises from its own modules.
	intCastingNaN, dateParserError, undefinedVariable *py.Type
}

// Load creates the pandas module with a numpy of its own (for tests; an
// interpreter shares its numpy through New).
func Load(t *py.Thread) (py.Value, error) {
	np, err := numpy.New(t)
	if err != nil {
		return nil, err
	}
	m, err := New(t, np)
	if err != nil {
		return nil, err
	}
	if m.Datetime, err = datetime.Load(t); err != nil {
		return nil, err
	}
	return m.mod, nil
}

// New creates one interpreter's pandas on its numpy.
func New(t *py.Thread, np *numpy.Module) (*Module, error) {
	m := &Module{mod: py.NewModule("pandas"), np: np, opts: defaultOptions(), extraOpts: extraOptions{},
		funcs: map[string]py.BuiltinFunc{}}
	for _, mk := range []func(*py.Thread) error{
		m.makeExceptions, m.makeDatetimeClasses, m.makeInterval, m.makeIndexClasses, m.makeSeriesClass, m.makeFrameClass,
		m.makeIndexers, m.makeCatAccessor, m.makeGroupByClasses, m.makeWindowClasses, m.makeAccessors, m.addDatetimeIndexFields,
		m.addOptions, m.addFunctions, m.addIO,
	} {
		if err := mk(t); err != nil {
			return nil, err
		}
	}
	d := m.mod.Dict
	for name, f := range m.funcs {
		d.SetStr(name, py.NewBuiltin(name, f))
	}
	d.SetStr("__version__", py.NewStr("1.5.3"))
	return m, nil
}

// PyModule returns the Python module object.
func (m *Module) PyModule() *py.Module { return m.mod }

// def records module-level functions.
func (m *Module) def(name string, f py.BuiltinFunc) { m.funcs[name] = f }

// newClass makes a class whose methods are Go functions.
func (m *Module) newClass(t *py.Thread, module, name string, bases []*py.Type, methods []goclass.Method, attrs map[string]py.Value) (*py.Type, error) {
	return goclass.New(t, goclass.Spec{Module: module, Name: name, Bases: bases, Methods: methods, Attrs: attrs})
}

// makeExceptions creates pandas' exception and warning classes.
func (m *Module) makeExceptions(t *py.Thread) error {
	mk := func(module, name string, bases ...*py.Type) (*py.Type, error) {
		ns := py.NewDict()
		ns.SetStr("__module__", py.NewStr(module))
		return py.NewClass(t, name, bases, ns)
	}
	var err error
	if m.optionErrorCls, err = mk("pandas._config.config", "OptionError", py.AttributeErrorType, py.KeyErrorType); err != nil {
		return err
	}
	// Its message prints as AttributeError's does (unquoted).
	strFn := py.NewBuiltin("__str__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 1 && self == nil {
			self = args[0]
		}
		a, err := py.GetAttrByName(t, self, "args")
		if err != nil {
			return nil, err
		}
		if tu, ok := a.(*py.Tuple); ok && tu.Len() == 1 {
			s, err := py.ToStr(t, tu.Items()[0])
			return py.NewStr(s), err
		}
		return py.NewStr(""), nil
	})
	strFn.Owner = m.optionErrorCls
	m.optionErrorCls.Dict.SetStr("__str__", strFn)
	if m.settingCopyWarning, err = mk("pandas.errors", "SettingWithCopyWarning", py.WarningType); err != nil {
		return err
	}
	if m.emptyDataError, err = mk("pandas.errors", "EmptyDataError", py.ValueErrorType); err != nil {
		return err
	}
	if m.parserError, err = mk("pandas.errors", "ParserError", py.ValueErrorType); err != nil {
		return err
	}
	if m.intCastingNaN, err = mk("pandas.errors", "IntCastingNaNError", py.ValueErrorType); err != nil {
		return err
	}
	if m.dateParserError, err = mk("dateutil.parser._parser", "ParserError", py.ValueErrorType); err != nil {
		return err
	}
	if m.undefinedVariable, err = mk("pandas.core.computation.ops", "UndefinedVariableError", py.NameErrorType); err != nil {
		return err
	}
	errs := py.NewModule("pandas.errors")
	errs.Dict.SetStr("IntCastingNaNError", m.intCastingNaN)
	errs.Dict.SetStr("UndefinedVariableError", m.undefinedVariable)
	errs.Dict.SetStr("OptionError", m.optionErrorCls)
	errs.Dict.SetStr("SettingWithCopyWarning", m.settingCopyWarning)
	errs.Dict.SetStr("EmptyDataError", m.emptyDataError)
	errs.Dict.SetStr("ParserError", m.parserError)
	m.mod.Dict.SetStr("errors", errs)
	return nil
}

// raise makes an instance of an exception class with one message.
func raise(t *py.Thread, cls *py.Type, msg string) error {
	v, err := py.Call(t, cls, []py.Value{py.NewStr(msg)}, nil)
	if err != nil {
		return err
	}
	if e, ok := v.(error); ok {
		return e
	}
	return py.NewValueError("%s", msg)
}

// optionError raises pandas' OptionError.
func (m *Module) optionError(t *py.Thread, msg string) error { return raise(t, m.optionErrorCls, msg) }

// keyError is KeyError(key) as pandas raises it for a missing label.
func keyError(key py.Value) error { return py.NewKeyError(key) }

// method is a goclass.Method.
type method = goclass.Method

// bind binds a method's arguments by parameter names (see pyargs.Bind).
func bind(qual string, names []string, required int, args []py.Value, kwargs []py.Kwarg) ([]py.Value, error) {
	return bindArgs(qual, names, required, args, kwargs)
}
