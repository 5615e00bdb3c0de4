// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=140
// source file: tests/glsl/cases/sem_fin_primitive_id.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic palette
//var sampler2D palette :  : _palette : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var int primitive : $vin.PRIMITIVEID :  : 1 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 140

#extension GL_EXT_gpu_shader4 : enable

vec4 _ret_0;
vec4 _TMP0;
float _x0003;
uniform sampler2D _palette;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{

    float _shade;

    _x0003 = float((float(gl_PrimitiveID)*2.50000000E-01));
    _shade = fract(_x0003);
    _TMP0 = texture(_palette, cg_TexCoord0.xy);
    _ret_0 = _TMP0*_shade;
    cg_FragColor = _ret_0;
    return;
} // main end
