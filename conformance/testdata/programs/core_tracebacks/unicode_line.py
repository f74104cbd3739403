# traceback: full
naïve = 'café'
résumé = naïve + 1
