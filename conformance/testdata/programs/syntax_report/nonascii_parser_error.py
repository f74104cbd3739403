# traceback: full
nom = 'café'; print nom
