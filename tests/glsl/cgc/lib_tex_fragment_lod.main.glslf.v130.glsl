// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/lib_tex_fragment_lod.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.blurred
//semantic main.env
//semantic main.level
//var sampler2D blurred :  : _blurred1 : 2 : 1
//var samplerCUBE env :  : _env1 : 3 : 1
//var float level :  : _level1 : 4 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 dir : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2D _blurred1;
uniform samplerCube _env1;
uniform float _level1;
vec4 _c0008;
vec4 _c0010;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{


    _c0008 = vec4(cg_TexCoord0.x, cg_TexCoord0.y, 0.00000000E+00, _level1);
    _TMP0 = textureLod(_blurred1, _c0008.xy, _c0008.w);
    _c0010 = vec4(cg_TexCoord1.x, cg_TexCoord1.y, cg_TexCoord1.z, _level1);
    _TMP1 = textureLod(_env1, _c0010.xyz, _c0010.w);
    _ret_0 = _TMP0 + _TMP1;
    cg_FragColor = _ret_0;
    return;
} // main end
