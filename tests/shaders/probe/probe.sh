#!/bin/bash
# $1 profile, rest: name:expr
prof=$1; shift
while IFS='|' read -r name expr; do
  [ -z "$name" ] && continue
  if [ $prof = arbfp1 ]; then
cat > p.cg <<E2
float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1, float4 c : TEXCOORD2, uniform sampler1D s1, uniform sampler2D s2, uniform sampler3D s3, uniform samplerCUBE sc, uniform samplerRECT sr, uniform sampler1DARRAY s1a, uniform sampler2DARRAY s2a) : COLOR { float4 r = 0; $expr; return r; }
E2
  else
cat > p.cg <<E2
float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1, float4 c : TEXCOORD2, uniform sampler1D s1, uniform sampler2D s2, uniform sampler3D s3, uniform samplerCUBE sc, uniform samplerRECT sr) : POSITION { float4 r = 0; $expr; return r; }
E2
  fi
  if cgc -profile $prof -entry main -o p.asm p.cg > p.err 2>&1; then echo "OK   $name"; else echo "FAIL $name: $(grep error p.err | head -1 | cut -c1-120)"; fi
done
