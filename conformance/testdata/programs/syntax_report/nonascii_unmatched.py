# traceback: full
naïve = 'é' + ')'
result = (naïve + 'x'))
