// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/sem_fin_texcoord8.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//var float4 t8 : $vin.TEXCOORD8 : TEXCOORD8 : 0 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

vec4 _ret_0;
in vec4 TEX8;
in vec4 cg_FrontColor;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{


    _ret_0 = TEX8*cg_FrontColor;
    cg_FragColor = _ret_0;
    return;
} // main end
