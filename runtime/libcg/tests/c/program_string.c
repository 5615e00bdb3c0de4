/* Prints what cgGetProgramString returns for a program compiled from a file:
   the compiled program exactly (CG_COMPILED_PROGRAM), or with -s the source,
   entry and profile strings. Usage: program_string [-s] PROFILE ENTRY FILE [ARGS...] */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  int strings = argc > 1 && strcmp(argv[1], "-s") == 0;
  argv += strings;
  argc -= strings;
  if (argc < 4) { fprintf(stderr, "usage: program_string [-s] PROFILE ENTRY FILE [ARGS...]\n"); return 2; }
  CGcontext ctx = cgCreateContext();
  const char **args = (const char **)(argc > 4 ? argv + 4 : NULL);
  CGprogram prog = cgCreateProgramFromFile(ctx, CG_SOURCE, argv[3], cgGetProfile(argv[1]), argv[2], args);
  if (!prog) {
    printf("error=%d\n%s", (int)cgGetError(), cgGetLastListing(ctx) ? cgGetLastListing(ctx) : "");
    cgDestroyContext(ctx);
    return 1;
  }
  if (strings)
    printf("entry=%s\nprofile=%s\nsource:\n%s", cgGetProgramString(prog, CG_PROGRAM_ENTRY),
           cgGetProgramString(prog, CG_PROGRAM_PROFILE), cgGetProgramString(prog, CG_PROGRAM_SOURCE));
  else
    fputs(cgGetProgramString(prog, CG_COMPILED_PROGRAM), stdout);
  cgDestroyContext(ctx);
  return 0;
}
