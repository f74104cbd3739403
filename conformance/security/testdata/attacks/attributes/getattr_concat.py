# attack: getattr with a dunder name built at run time
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
getattr(1, '__cl' + 'ass__')
