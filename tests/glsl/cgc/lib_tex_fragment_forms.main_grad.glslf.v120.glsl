// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=120
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_grad
//semantic main_grad.heightMap
//semantic main_grad.albedo
//semantic main_grad.envMap
//semantic main_grad.parallaxScale
//semantic roughness
//semantic detailSharpen
//var sampler2D heightMap :  : _heightMap1 : 1 : 1
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var samplerCUBE envMap :  : _envMap1 : 3 : 1
//var float parallaxScale :  : _parallaxScale1 : 4 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 : TEX2 : 0 : 1
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_grad : $vout.COLOR : COL : -1 : 1

#version 120

#extension GL_EXT_gpu_shader4 : enable

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec3 _TMP2;
vec3 _TMP1;
vec4 _TMP0;
uniform sampler2D _heightMap1;
uniform sampler2D _albedo1;
uniform samplerCube _envMap1;
uniform float _parallaxScale1;

 // main procedure, the original name was main_grad
void main()
{

    vec2 _dx;
    vec2 _dy;
    vec2 _shifted;
    vec4 _base;
    vec4 _env;

    _dx = dFdx(gl_TexCoord[0].xy);
    _dy = dFdy(gl_TexCoord[0].xy);
    _TMP0 = texture2DGrad(_heightMap1, gl_TexCoord[0].xy, _dx, _dy);
    _shifted = gl_TexCoord[0].xy + gl_TexCoord[2].xy*(_TMP0.x*_parallaxScale1);
    _base = texture2DGrad(_albedo1, _shifted, _dx, _dy);
    _TMP1 = dFdx(gl_TexCoord[1].xyz);
    _TMP2 = dFdy(gl_TexCoord[1].xyz);
    _env = textureCubeGrad(_envMap1, gl_TexCoord[1].xyz, _TMP1, _TMP2);
    _ret_0 = _base*_env;
    gl_FragColor = _ret_0;
    return;
} // main end
