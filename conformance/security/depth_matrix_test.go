package security_test

// The tables of the depth matrix (TestDepthMatrix in depth_test.go): every
// container and composite type krait has, nested a million levels deep,
// times every operation that walks into nested values. A new type or a new
// operation is one row.

// nestType says how to build one type nested n levels deep, iteratively:
//
//	x = seed
//	for _ in range(n):
//	    x = wrap          (or the statements of body, which rebind x)
//	a = top               (x when top is empty)
type nestType struct {
	name  string
	setup string // imports and definitions, run once
	seed  string // the innermost value
	wrap  string // an expression of x: one more level
	body  string // instead of wrap: statements (one per line) that rebind x
	top   string // an expression of x giving the value the operations get
	// depth, when set, caps the nesting for a type that cannot be built
	// deeper in reasonable time; it must stay well above the data-depth
	// limit.
	depth int
}

// nestTypes are the rows of the matrix.
var nestTypes = []nestType{
	// Built-in containers.
	{name: "list", seed: "[]", wrap: "[x]"},
	{name: "tuple", seed: "()", wrap: "(x,)"},
	{name: "dict", seed: "{}", wrap: "{1: x}"},
	{name: "frozenset", seed: "frozenset()", wrap: "frozenset([x])"},
	{name: "set", seed: "frozenset()", wrap: "frozenset([x])", top: "{x}"},
	{name: "dict_values", seed: "{}", wrap: "{1: x}.values()"},
	{name: "dict_items", seed: "{}", wrap: "{1: x}.items()"},
	{name: "list_subclass", setup: "class L(list): pass", seed: "L()", wrap: "L([x])"},
	{name: "dict_subclass", setup: "class D(dict): pass", seed: "D()", wrap: "D({1: x})"},
	{name: "tuple_subclass", setup: "class T(tuple): pass", seed: "T()", wrap: "T((x,))"},
	{name: "slice_start", seed: "1", wrap: "slice(x)"},
	{name: "slice_stop", seed: "1", wrap: "slice(None, x, 2)"},
	// Exceptions: arguments, __cause__, __context__, groups.
	{name: "exception_args", seed: "ValueError(1)", wrap: "ValueError(x)"},
	{name: "keyerror_args", seed: "KeyError(1)", wrap: "KeyError(x)"},
	{name: "user_exception_args", setup: "class E(Exception): pass", seed: "E(1)", wrap: "E(x)"},
	{name: "exception_cause", seed: "ValueError(0)", body: "try:\n    raise ValueError(1) from x\nexcept ValueError as e:\n    x = e"},
	// Raising inside an except block walks the new exception's context
	// chain (CPython does too): building the chain is quadratic.
	{name: "exception_context", depth: 5000, seed: "ValueError(0)", body: "try:\n    try:\n        raise x\n    except ValueError:\n        raise ValueError(1)\nexcept ValueError as e:\n    x = e"},
	{name: "exception_group", seed: "ValueError(1)", wrap: "ExceptionGroup('g', [x])"},
	// Type expressions.
	{name: "generic_alias", seed: "int", wrap: "list[x]"},
	{name: "generic_alias_dict", seed: "int", wrap: "dict[str, x]"},
	{name: "generic_alias_dag", seed: "int", wrap: "tuple[x, x]"},
	{name: "union", seed: "int", wrap: "list[x] | None"},
	{name: "typing_list", setup: "import typing", seed: "int", wrap: "typing.List[x]"},
	{name: "typing_optional", setup: "import typing", seed: "int", wrap: "typing.Optional[list[x]]"},
	{name: "typing_union", setup: "import typing", seed: "int", wrap: "typing.Union[typing.List[x], str]"},
	{name: "typing_callable_dag", setup: "import typing", seed: "int", wrap: "typing.Callable[[x], x]"},
	{name: "typing_literal", setup: "import typing", seed: "1", wrap: "typing.Literal[x]"},
	// collections.
	{name: "deque", setup: "import collections", seed: "collections.deque()", wrap: "collections.deque([x])"},
	{name: "ordereddict", setup: "import collections", seed: "collections.OrderedDict()", wrap: "collections.OrderedDict([(1, x)])"},
	{name: "defaultdict", setup: "import collections", seed: "collections.defaultdict(None)", wrap: "collections.defaultdict(None, {1: x})"},
	{name: "counter", setup: "import collections", seed: "collections.Counter()", wrap: "collections.Counter({1: x})"},
	{name: "chainmap_maps", setup: "import collections", seed: "{}", wrap: "collections.ChainMap(x)"},
	{name: "chainmap_values", setup: "import collections", seed: "{}", wrap: "collections.ChainMap({1: x})"},
	{name: "userdict", setup: "import collections", seed: "{}", wrap: "collections.UserDict({1: x})"},
	{name: "userlist", setup: "import collections", seed: "[]", wrap: "collections.UserList([x])"},
	{name: "namedtuple", setup: "import collections\nP = collections.namedtuple('P', 'x')", seed: "None", wrap: "P(x)"},
	{name: "typing_namedtuple", setup: "import typing\nclass N(typing.NamedTuple):\n    x: object", seed: "None", wrap: "N(x)"},
	// dataclasses and user classes.
	{name: "dataclass", setup: "import dataclasses\n@dataclasses.dataclass\nclass DC:\n    x: object", seed: "None", wrap: "DC(x)"},
	{name: "dataclass_frozen", setup: "import dataclasses\n@dataclasses.dataclass(frozen=True, order=True)\nclass DF:\n    x: object", seed: "None", wrap: "DF(x)"},
	{name: "user_class", setup: userClass, seed: "None", wrap: "U(x)"},
	{name: "user_plain", setup: "class P0:\n    def __init__(self, x):\n        self.x = x", seed: "None", wrap: "P0(x)"},
	{name: "total_ordering", setup: "import functools\n@functools.total_ordering\nclass TO:\n    def __init__(self, x):\n        self.x = x\n    def __eq__(self, o):\n        return self.x == o.x\n    def __lt__(self, o):\n        return self.x < o.x", seed: "1", wrap: "TO(x)"},
	// Callables and descriptors wrapping callables.
	{name: "partial", setup: "import functools", seed: "abs", wrap: "functools.partial(x)"},
	// partial(partial(f, 0), 0) flattens into partial(f, 0, 0) (as in
	// CPython), copying the arguments: building is quadratic.
	{name: "partial_args", depth: 5000, setup: "import functools", seed: "max", wrap: "functools.partial(x, 0)"},
	{name: "lru_cache", setup: "import functools", seed: "abs", wrap: "functools.lru_cache(x)"},
	{name: "cache", setup: "import functools", seed: "abs", wrap: "functools.cache(x)"},
	{name: "wraps", setup: "import functools", seed: "abs", wrap: "functools.wraps(x)(functools.partial(x))"},
	{name: "singledispatch", setup: "import functools", seed: "abs", wrap: "functools.singledispatch(x)"},
	{name: "staticmethod", seed: "abs", wrap: "staticmethod(x)"},
	{name: "classmethod", seed: "abs", wrap: "classmethod(x)"},
	{name: "property", seed: "abs", wrap: "property(x)"},
	{name: "bound_method", setup: "class BM:\n    pass", seed: "abs", body: "BM.m = classmethod(x)\nx = BM.m"},
	// Iterators: each wraps the previous one.
	{name: "iter_map", seed: "iter([1, 2, 3])", wrap: "map(abs, x)"},
	{name: "iter_filter", seed: "iter([1, 2, 3])", wrap: "filter(None, x)"},
	{name: "iter_zip", seed: "iter([1, 2, 3])", wrap: "zip(x)"},
	{name: "iter_enumerate", seed: "iter([1, 2, 3])", wrap: "enumerate(x)"},
	{name: "iter_callable", setup: "import functools", seed: "iter([1, 2, 3])", wrap: "iter(functools.partial(next, x), None)"},
	{name: "iter_genexpr", seed: "iter([1, 2, 3])", wrap: "(v for v in x)"},
	{name: "iter_yield_from", setup: "def gen(it):\n    yield from it", seed: "iter([1, 2, 3])", wrap: "gen(x)"},
	{name: "iter_accumulate", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.accumulate(x)"},
	{name: "iter_chain", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.chain(x)"},
	{name: "iter_chain_from", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.chain.from_iterable([x])"},
	{name: "iter_compress", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.compress(x, itertools.repeat(1))"},
	{name: "iter_dropwhile", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.dropwhile(callable, x)"},
	{name: "iter_takewhile", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.takewhile(bool, x)"},
	{name: "iter_filterfalse", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.filterfalse(callable, x)"},
	{name: "iter_groupby", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.groupby(x)"},
	{name: "iter_islice", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.islice(x, None)"},
	{name: "iter_pairwise", setup: "import itertools", seed: "iter(range(10**7))", wrap: "itertools.pairwise(x)"},
	{name: "iter_starmap", setup: "import itertools", seed: "iter([(7, 3)])", wrap: "itertools.starmap(divmod, x)"},
	{name: "iter_tee", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.tee(x)[0]"},
	{name: "iter_zip_longest", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.zip_longest(x)"},
	{name: "iter_cycle", setup: "import itertools", seed: "iter([1, 2, 3])", wrap: "itertools.cycle(x)"},
	{name: "iter_product", setup: "import itertools", seed: "iter([1])", wrap: "itertools.product(x)"},
	{name: "iter_combinations", setup: "import itertools", seed: "iter([1])", wrap: "itertools.combinations(x, 1)"},
	{name: "iter_permutations", setup: "import itertools", seed: "iter([1])", wrap: "itertools.permutations(x, 1)"},
	{name: "iter_heapq_merge", setup: "import heapq", seed: "iter([1, 2, 3])", wrap: "heapq.merge(x)"},
	{name: "iter_csv_reader", setup: "import csv", seed: "iter(['a,b'])", wrap: "map(','.join, csv.reader(x))"},
	{name: "iter_reversed", seed: "[1, 2, 3]", wrap: "list(reversed(x))"},
}

// userClass defines U, a class whose dunders each walk into self.x the
// way user code typically writes them.
const userClass = `class U:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return "U(" + repr(self.x) + ")"
    def __str__(self):
        return "U<" + str(self.x) + ">"
    def __format__(self, spec):
        return format(self.x, spec)
    def __eq__(self, other):
        return isinstance(other, U) and self.x == other.x
    def __lt__(self, other):
        return self.x < other.x
    def __hash__(self):
        return hash(self.x)
    def __len__(self):
        return len(self.x) if isinstance(self.x, U) else 0
    def __bool__(self):
        return bool(self.x)
    def __iter__(self):
        return iter(self.x) if isinstance(self.x, U) else iter([])
    def __contains__(self, item):
        return item in self.x if isinstance(self.x, U) else False
    def __getitem__(self, i):
        return self.x[i]
    def __call__(self, *args):
        return self.x(*args)`

// depthOp is one operation applied to the built value a (and, for
// comparisons, to a second, equal but distinct value b).
type depthOp struct {
	name   string
	code   string // statements; a, b and the setup's names are in scope
	needsB bool
}

// depthOps are the columns of the matrix.
var depthOps = []depthOp{
	{name: "repr", code: "repr(a)"},
	{name: "str", code: "str(a)"},
	{name: "ascii", code: "ascii(a)"},
	{name: "format", code: "format(a)"},
	{name: "format_spec", code: "format(a, '>3')"},
	{name: "fstring", code: "f'{a}'"},
	{name: "fstring_r", code: "f'{a!r}'"},
	{name: "str_format", code: "'{}'.format(a)"},
	{name: "percent_s", code: "'%s' % (a,)"},
	{name: "percent_r", code: "'%r' % (a,)"},
	{name: "print", code: "print(a)"},
	{name: "eq", code: "a == b", needsB: true},
	{name: "ne", code: "a != b", needsB: true},
	{name: "lt", code: "a < b", needsB: true},
	{name: "ge", code: "a >= b", needsB: true},
	{name: "in_list", code: "a in [b]", needsB: true},
	{name: "list_index", code: "[b].index(a)", needsB: true},
	{name: "list_count", code: "[b].count(a)", needsB: true},
	{name: "sorted", code: "sorted([a, b])", needsB: true},
	{name: "max", code: "max([a, b])", needsB: true},
	{name: "hash", code: "hash(a)"},
	{name: "set_of", code: "{a}"},
	{name: "dict_key", code: "{a: 1}"},
	{name: "in_set", code: "a in {1}"},
	{name: "bool", code: "bool(a)"},
	{name: "len", code: "len(a)"},
	{name: "iter", code: "iter(a)"},
	{name: "next", code: "next(iter(a))"},
	{name: "list", code: "list(a)"},
	{name: "for", code: "for v in a:\n    break"},
	{name: "in_self", code: "1 in a"},
	{name: "getitem", code: "a[0]"},
	{name: "getitem_key", code: "a[1]"},
	{name: "get", code: "a.get(1)"},
	{name: "call", code: "a()"},
	{name: "call1", code: "a(-1)"},
	{name: "callable", code: "callable(a)"},
	{name: "attr_doc", code: "getattr(a, '__doc__', None)"},
	{name: "attr_name", code: "getattr(a, '__name__', None)"},
	{name: "class_attr", code: "class C:\n    m = a\nC.m"},
	{name: "instance_attr", code: "class C:\n    m = a\nC().m"},
	{name: "isinstance", code: "isinstance(1, a)"},
	{name: "issubclass", code: "issubclass(int, a)"},
	{name: "union_with", code: "a | int"},
	{name: "copy", code: "import copy\ncopy.copy(a)"},
	{name: "deepcopy", code: "import copy\ncopy.deepcopy(a)"},
	{name: "json", code: "import json\njson.dumps(a)"},
	{name: "json_default", code: "import json\njson.dumps(a, default=repr)"},
	{name: "pformat", code: "import pprint\npprint.pformat(a)"},
	{name: "pprint", code: "import pprint\npprint.pprint(a)"},
	{name: "saferepr", code: "import pprint\npprint.saferepr(a)"},
	{name: "asdict", code: "import dataclasses\ndataclasses.asdict(a)"},
	{name: "astuple", code: "import dataclasses\ndataclasses.astuple(a)"},
	{name: "exc_str", code: "str(ValueError(a))"},
	{name: "exc_repr", code: "repr(ValueError(a))"},
	{name: "group_split", code: "a.split(ValueError)"},
	{name: "group_subgroup", code: "a.subgroup(lambda e: True)"},
	// The traceback module's objects of a chain or group: one
	// TracebackException per exception, linked (CPython builds them with
	// a loop: a chain has no depth limit there).
	{name: "tb_exception", code: "import traceback\nif isinstance(a, BaseException):\n    traceback.TracebackException.from_exception(a)"},
	{name: "tb_format", code: "import traceback\nif isinstance(a, BaseException):\n    traceback.format_exception(a)"},
	// The last three end the run: the executor renders the traceback of
	// the uncaught exception, or converts the last value to Go.
	{name: "raise_with", code: "raise ValueError(a)"},
	{name: "raise_it", code: "raise a"},
	{name: "last_value", code: "a"},
}
