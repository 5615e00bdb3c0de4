// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
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
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 dir : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2D _blurred1;
uniform samplerCube _env1;
uniform float _level1;
vec4 _c0008;
vec4 _c0010;

 // main procedure, the original name was main
void main()
{


    _c0008 = vec4(gl_TexCoord[0].x, gl_TexCoord[0].y, 0.00000000E+00, _level1);
    _TMP0 = texture2DLod(_blurred1, vec2(_c0008.x, _c0008.y), _c0008.w);
    _c0010 = vec4(gl_TexCoord[1].x, gl_TexCoord[1].y, gl_TexCoord[1].z, _level1);
    _TMP1 = textureCubeLod(_env1, vec3(_c0010.x, _c0010.y, _c0010.z), _c0010.w);
    _ret_0 = _TMP0 + _TMP1;
    gl_FragColor = _ret_0;
    return;
} // main end
