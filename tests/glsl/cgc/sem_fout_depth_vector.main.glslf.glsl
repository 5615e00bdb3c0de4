// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fout_depth_vector.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 color : $vout.COLOR : COL : 1 : 1
//var float4 depth : $vout.DEPTH : DEPR : 2 : 1

#version 110

vec4 _color1;
vec4 _depth1;

 // main procedure, the original name was main
void main()
{


    _color1 = gl_TexCoord[0]*2.00000000E+00;
    _depth1 = gl_TexCoord[0].wzyx;
    gl_FragDepth = gl_TexCoord[0].w;
    gl_FragColor = _color1;
} // main end
