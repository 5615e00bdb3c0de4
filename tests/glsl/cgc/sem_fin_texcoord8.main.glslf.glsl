// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fin_texcoord8.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//var float4 t8 : $vin.TEXCOORD8 : TEXCOORD8 : 0 : 1
//var float4 color : $vin.COLOR0 : COL0 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
varying vec4 TEX8;

 // main procedure, the original name was main
void main()
{


    _ret_0 = TEX8*gl_Color;
    gl_FragColor = _ret_0;
    return;
} // main end
