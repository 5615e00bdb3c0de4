// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -unroll count=100 -profile glslf
// source file: tests/glsl/cases/flow_unroll_count.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program short_sum
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 short_sum : $vout.COLOR : COL : -1 : 1

#version 110


 // main procedure, the original name was short_sum
void main()
{

    vec4 _a;

    _a = gl_TexCoord[0] + gl_TexCoord[0]*2.00000000E+00;
    _a = _a + gl_TexCoord[0]*3.00000000E+00;
    gl_FragColor = _a;
    return;
} // main end
