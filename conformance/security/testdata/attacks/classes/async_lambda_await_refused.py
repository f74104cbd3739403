# attack: await outside async function is a SyntaxError as in CPython
# expect: syntax SyntaxError
# message: 'await' outside function
await f()
